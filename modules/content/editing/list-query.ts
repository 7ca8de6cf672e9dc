/**
 * The posts and pages lists' query-string contract (browser-safe: the list screen builds its
 * links with it): search, status, category, author, month, page; bad values fall back to the
 * defaults. The SQL is in admin-list.ts.
 */
export const LIST_PAGE_SIZE = 20;
export const LIST_STATUSES = ["publish", "future", "draft", "private", "pending", "trash"] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

export type ListQuery = {
  q: string;
  status: ListStatus | "";
  category: number | null;
  author: number | null;
  /** "2026-03" (Berlin months are close enough: the filter is by the stored date's month in UTC). */
  month: string;
  page: number;
};

const id = (raw: string | null) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

export function readListQuery(params: URLSearchParams): ListQuery {
  const status = params.get("status") ?? "";
  const month = params.get("month") ?? "";
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    status: (LIST_STATUSES as readonly string[]).includes(status) ? (status as ListStatus) : "",
    category: id(params.get("category")),
    author: id(params.get("author")),
    month: /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : "",
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export function listQueryString(q: ListQuery, page = q.page): string {
  const p = new URLSearchParams();
  if (q.q) p.set("q", q.q);
  if (q.status) p.set("status", q.status);
  if (q.category) p.set("category", String(q.category));
  if (q.author) p.set("author", String(q.author));
  if (q.month) p.set("month", q.month);
  if (page > 1) p.set("page", String(page));
  const s = p.toString();
  return s ? `?${s}` : "";
}
