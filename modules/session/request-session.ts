/**
 * The session of one request, loaded lazily and created only when something needs it
 * (a cart, a login, a notice): a visitor who only reads gets no row and no cookie.
 */
import type { Db } from "#db/client.ts";
import { SESSION_COOKIE, SESSION_TOUCH_SECONDS } from "./constants.ts";
import {
  deleteSession,
  extendSession,
  findSession,
  insertSession,
  mergeSessionData,
  type SessionRecord,
  sessionLifetimeSeconds,
} from "./store.ts";

export type CookieOptions = {
  maxAge?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "Lax" | "Strict" | "None";
  path?: string;
};

/** What the session needs from the HTTP layer; the host provides it. */
export type CookieJar = {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  delete(name: string, options: CookieOptions): void;
};

export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

export class RequestSession {
  #loaded = false;
  #loading: Promise<SessionRecord | undefined> | undefined;
  #record: SessionRecord | undefined;
  readonly #db: Db;
  readonly #jar: CookieJar;
  readonly #secure: boolean;

  constructor(db: Db, jar: CookieJar, secure: boolean) {
    this.#db = db;
    this.#jar = jar;
    this.#secure = secure;
  }

  /** Whether the request came over HTTPS (cookies get Secure). */
  get secure(): boolean {
    return this.#secure;
  }

  get cookieName(): string {
    return sessionCookieName(this.#secure);
  }

  /** True when the request carries a session cookie (it may still be expired). */
  get hasCookie(): boolean {
    return this.#jar.get(this.cookieName) !== undefined;
  }

  /** Loads once per request; concurrent callers share the same lookup. */
  get(): Promise<SessionRecord | undefined> {
    if (this.#loaded) return Promise.resolve(this.#record);
    this.#loading ??= this.#load().finally(() => {
      this.#loaded = true;
    });
    return this.#loading;
  }

  async #load(): Promise<SessionRecord | undefined> {
    const token = this.#jar.get(this.cookieName);
    if (!token) return undefined;
    const found = await findSession(this.#db, token);
    if (!found) {
      this.#jar.delete(this.cookieName, this.#cookieOptions(0));
      return undefined;
    }
    const remaining = found.expiresAt.getTime() - Date.now();
    if (remaining < (sessionLifetimeSeconds(found.userId) - SESSION_TOUCH_SECONDS) * 1000) {
      found.expiresAt = await extendSession(this.#db, found.id, found.userId);
      this.#jar.set(this.cookieName, token, this.#cookieOptions(sessionLifetimeSeconds(found.userId)));
    }
    this.#record = found;
    return found;
  }

  async ensure(): Promise<SessionRecord> {
    const existing = await this.get();
    if (existing) return existing;
    return this.start(null);
  }

  /** Starts a fresh session (a new id also on login, against session fixation). */
  async start(userId: number | null, data: Record<string, unknown> = {}): Promise<SessionRecord> {
    const old = await this.get();
    if (old) await deleteSession(this.#db, old.id);
    const { token, record } = await insertSession(this.#db, userId, { ...old?.data, ...data });
    this.#jar.set(this.cookieName, token, this.#cookieOptions(sessionLifetimeSeconds(userId)));
    this.#record = record;
    this.#loaded = true;
    return record;
  }

  async merge(patch: Record<string, unknown>): Promise<void> {
    const record = await this.ensure();
    await mergeSessionData(this.#db, record.id, patch);
    record.data = { ...record.data, ...patch };
  }

  async destroy(): Promise<void> {
    const record = await this.get();
    if (record) await deleteSession(this.#db, record.id);
    this.#jar.delete(this.cookieName, this.#cookieOptions(0));
    this.#record = undefined;
  }

  #cookieOptions(maxAge: number): CookieOptions {
    return { maxAge, httpOnly: true, secure: this.#secure, sameSite: "Lax", path: "/" };
  }
}
