/**
 * The commenter's own comments awaiting moderation, as WordPress shows them to their author: a
 * cookie with the comment ids, each signed (HMAC with the site's secret), so nobody can make the
 * page show someone else's held comment. At most the last 10, kept for a day.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const PENDING_COOKIE = "laden_comment_pending";
const MAX_IDS = 10;
const MAX_AGE_SECONDS = 24 * 60 * 60;

const sign = (secret: string, id: number) =>
  createHmac("sha256", secret).update(`comment-pending|${id}`).digest("hex").slice(0, 16);

/** The ids the cookie header proves (signature checked). */
export function readPendingIds(secret: string, cookieHeader: string | null): number[] {
  if (!cookieHeader) return [];
  const raw = cookieHeader
    .split(";")
    .map((p) => p.trim())
    .find((p) => p.startsWith(`${PENDING_COOKIE}=`))
    ?.slice(PENDING_COOKIE.length + 1);
  if (!raw) return [];
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return [];
  }
  const ids: number[] = [];
  for (const part of decoded.split(",").slice(-MAX_IDS)) {
    const m = /^(\d{1,9})\.([0-9a-f]{16})$/.exec(part);
    if (!m) continue;
    const id = Number(m[1]);
    const given = Buffer.from(m[2]!);
    if (timingSafeEqual(given, Buffer.from(sign(secret, id)))) ids.push(id);
  }
  return ids;
}

/** The Set-Cookie value adding `id` to what the visitor already has. */
export function pendingCookie(
  secret: string,
  cookieHeader: string | null,
  id: number,
  secure: boolean,
): string {
  const ids = [...readPendingIds(secret, cookieHeader).filter((x) => x !== id), id].slice(-MAX_IDS);
  const value = encodeURIComponent(ids.map((x) => `${x}.${sign(secret, x)}`).join(","));
  return `${PENDING_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
