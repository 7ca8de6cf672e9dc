/**
 * Owner sessions end after 30 minutes without back-office activity (issue 20). The last activity
 * is a timestamp in the session's data, written at most once a minute so reading pages stays
 * cheap. A session without it (a customer's, or an owner's whose second factor is still due)
 * has not entered the back office.
 */
export const OWNER_IDLE_SECONDS = 30 * 60;
/** Activity is written to the session at most this often. */
export const ACTIVITY_WRITE_SECONDS = 60;
/** The session data key holding the last back-office activity (epoch seconds). */
export const OWNER_SEEN_KEY = "ownerSeenAt";

export type OwnerSessionState = "active" | "idle" | "none";

function seenAt(data: Record<string, unknown>): number | undefined {
  const value = data[OWNER_SEEN_KEY];
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** "none": never entered the back office in this session; "idle": 30 minutes without activity. */
export function ownerSessionState(data: Record<string, unknown>, nowMs = Date.now()): OwnerSessionState {
  const seen = seenAt(data);
  if (seen === undefined) return "none";
  return nowMs / 1000 - seen > OWNER_IDLE_SECONDS ? "idle" : "active";
}

/** The session patch that records activity now, or undefined when the last write is recent. */
export function activityPatch(
  data: Record<string, unknown>,
  nowMs = Date.now(),
): Record<string, number> | undefined {
  const now = Math.floor(nowMs / 1000);
  const seen = seenAt(data);
  if (seen !== undefined && now - seen < ACTIVITY_WRITE_SECONDS) return undefined;
  return { [OWNER_SEEN_KEY]: now };
}

/** The session data that starts back-office activity (after a complete owner sign-in). */
export function ownerSignedIn(nowMs = Date.now()): Record<string, number> {
  return { [OWNER_SEEN_KEY]: Math.floor(nowMs / 1000) };
}
