import { DEFAULT_ORDERBY, ORDERBY_OPTIONS, type Orderby } from "./constants.ts";

export function parseOrderby(value: string | null | undefined): Orderby {
  return (ORDERBY_OPTIONS as readonly string[]).includes(value ?? "") ? (value as Orderby) : DEFAULT_ORDERBY;
}

/** A page number from the URL: 1 for anything that is not a positive integer. */
export function parsePage(value: string | null | undefined): number | undefined {
  if (value === undefined || value === null || value === "") return 1;
  if (!/^\d{1,6}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

export type PageWindow = {
  page: number;
  perPage: number;
  total: number;
  pages: number;
  from: number;
  to: number;
};

export function pageWindow(page: number, perPage: number, total: number): PageWindow {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return { page, perPage, total, pages, from, to };
}
