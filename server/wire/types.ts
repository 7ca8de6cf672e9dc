import type { Context } from "hono";
import type { Lang } from "#modules/i18n/index.ts";
import type { NonceSubject } from "#modules/session/nonce.ts";
import type { RequestSession } from "#modules/session/request-session.ts";
import type { AppServices } from "../services.ts";

export type FieldValue = string | string[];

/** What a wire handler gets: parsed fields, the session, the services. No framework types needed. */
export type WireRequest = {
  services: AppServices;
  session: RequestSession;
  lang: Lang;
  /** Query and body fields (body wins); files are not included. */
  fields: Record<string, FieldValue>;
  request: Request;
  /** Reached over HTTPS (server/http/secure.ts): cookies the handler sets get `Secure`. */
  secure: boolean;
  /** Who a nonce is bound to for this request (loads the session when there is a cookie). */
  nonceSubject(): Promise<NonceSubject>;
  /** The framework context, for the rare handler that needs headers or cookies directly. */
  hono: Context;
};

export type WireMethod = "GET" | "POST";

export type WireHandler = {
  methods: readonly WireMethod[];
  /** The nonce the request must carry: its action and the field it comes in. */
  nonce?: { action: string; field: string; answer: "json" | "html" };
  handle(req: WireRequest): Promise<Response> | Response;
};

export type WireRegistry = Readonly<Record<string, WireHandler>>;

export function field(fields: Record<string, FieldValue>, name: string): string | undefined {
  const v = fields[name];
  return Array.isArray(v) ? v[v.length - 1] : v;
}
