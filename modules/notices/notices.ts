/**
 * Notices shown on the next page a visitor sees (WooCommerce's wc_add_notice): kept in the
 * session, shown once. Used where a request ends in a redirect (no-JS add to cart, remove link).
 */
import type { RequestSession } from "../session/request-session.ts";

export type Notice = {
  type: "success" | "error" | "info";
  text: string;
  link?: { url: string; label: string };
};

const KEY = "notices";
const MAX_NOTICES = 10;

export async function pushNotice(session: RequestSession, notice: Notice): Promise<void> {
  const record = await session.ensure();
  const current = Array.isArray(record.data[KEY]) ? (record.data[KEY] as Notice[]) : [];
  await session.merge({ [KEY]: [...current, notice].slice(-MAX_NOTICES) });
}

/** The pending notices, removed from the session. No session, no query beyond the lookup. */
export async function takeNotices(session: RequestSession): Promise<Notice[]> {
  if (!session.hasCookie) return [];
  const record = await session.get();
  const pending = record && Array.isArray(record.data[KEY]) ? (record.data[KEY] as Notice[]) : [];
  if (pending.length) await session.merge({ [KEY]: [] });
  return pending;
}
