/**
 * The submissions table's query (issue 26 item 7), read from a URL's search parameters and
 * written back (so a filtered list is a link, and the CSV export gets the same filter): search in
 * the values, a date range (shop days, `YYYY-MM-DD`), the view (all, unread, starred, trash) and
 * the page. Pure; bad values fall back to the default rather than failing.
 */
export const INBOX_VIEWS = ["all", "unread", "starred", "trash"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

export const INBOX_PAGE_SIZE = 25;
export const MAX_INBOX_SEARCH = 100;
/** Most columns an owner may choose for the table. */
export const MAX_INBOX_COLUMNS = 12;

export type InboxFilter = { q: string; from: string; to: string; view: InboxView; page: number };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day `YYYY-MM-DD` that exists, else "". */
export function validDay(raw: string | null | undefined): string {
  const s = (raw ?? "").trim();
  if (!DAY.test(s)) return "";
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s ? s : "";
}

export function readInboxFilter(params: URLSearchParams): InboxFilter {
  const view = params.get("view");
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").trim().slice(0, MAX_INBOX_SEARCH),
    from: validDay(params.get("from")),
    to: validDay(params.get("to")),
    view: (INBOX_VIEWS as readonly string[]).includes(view ?? "") ? (view as InboxView) : "all",
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** `?q=…&from=…` for a filter with changes (defaults left out; "" when nothing is set). */
export function inboxQueryString(filter: InboxFilter, change: Partial<InboxFilter> = {}): string {
  const f = { ...filter, ...change };
  const params = new URLSearchParams();
  if (f.q) params.set("q", f.q);
  if (f.from) params.set("from", f.from);
  if (f.to) params.set("to", f.to);
  if (f.view !== "all") params.set("view", f.view);
  if (f.page > 1) params.set("page", String(f.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The chosen column ids that are well-formed (field ids as text), unique, at most MAX_INBOX_COLUMNS. */
export function cleanColumns(input: readonly unknown[]): string[] {
  const out: string[] = [];
  for (const c of input)
    if (typeof c === "string" && /^\d{1,9}$/.test(c) && !out.includes(c) && out.length < MAX_INBOX_COLUMNS)
      out.push(c);
  return out;
}
