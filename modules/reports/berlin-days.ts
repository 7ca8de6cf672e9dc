/**
 * Calendar days as the shop sees them: in Europe/Berlin, whatever the server's time zone. A day
 * is a "YYYY-MM-DD" string; its start is the instant Berlin's clock shows 00:00 (23 or 25 hours
 * apart around the DST switches). The dashboard's "today", "last 7 days" and its chart use these.
 */
import { SHOP_TIME_ZONE } from "../shared/shop-time.ts";

export { SHOP_TIME_ZONE };

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

const partsFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** The Berlin calendar day of an instant. */
export function berlinDay(at: Date): string {
  return dayFormat.format(at);
}

/** Berlin's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function berlinOffsetMs(at: Date): number {
  const p = Object.fromEntries(partsFormat.formatToParts(at).map((x) => [x.type, x.value]));
  const wall = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a Berlin day begins. */
export function berlinDayStart(day: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  const midnightUtc = Date.UTC(y!, m! - 1, d!);
  // Midnight never falls in a DST gap in Berlin (the switches are at 02:00/03:00), so the offset
  // an hour before the guess is the offset at midnight.
  let guess = midnightUtc - berlinOffsetMs(new Date(midnightUtc));
  guess = midnightUtc - berlinOffsetMs(new Date(guess));
  return new Date(guess);
}

/**
 * The instant Berlin's clock shows `wall` ("YYYY-MM-DD" or "YYYY-MM-DDTHH:MM[:SS[.sss]]", no
 * offset), as WooCommerce reads `after`/`before` in the shop's zone; null for no such date. In the
 * doubled hour of the autumn switch the later instant is taken; the skipped spring hour has none.
 */
export function berlinWallTime(wall: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/.exec(wall);
  if (!m) return null;
  const [y, mo, d, h = "0", mi = "0", s = "0", ms = "0"] = m.slice(1);
  const asUtc = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s, +ms.padEnd(3, "0"));
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== +mo! - 1 || check.getUTCDate() !== +d! || +h > 23 || +mi > 59 || +s > 59) {
    return null;
  }
  const guess = asUtc - berlinOffsetMs(new Date(asUtc));
  return new Date(asUtc - berlinOffsetMs(new Date(guess)));
}

/** The day `n` days after (or before, negative) a day. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
}

/** A range of whole Berlin days: `from` and `to` inclusive (for links), `start`/`end` instants (end exclusive). */
export type DayRange = { from: string; to: string; start: Date; end: Date };

/** The last `days` days up to and including the Berlin day of `now` (1 = today). */
export function lastDays(now: Date, days: number): DayRange {
  const to = berlinDay(now);
  const from = addDays(to, -(days - 1));
  return { from, to, start: berlinDayStart(from), end: berlinDayStart(addDays(to, 1)) };
}

/** Every day of a range, oldest first. */
export function daysOf(range: Pick<DayRange, "from" | "to">): string[] {
  const out: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) out.push(day);
  return out;
}
