/**
 * The customers list's sorts, limits and display name: pure and browser-safe (the screen's
 * component uses them); the SQL is in list.ts.
 */
import type { Role } from "../users/roles.ts";

export const CUSTOMER_SORTS = ["registered", "name", "email", "orders", "spent", "id"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export type SortDirection = "asc" | "desc";
export const CUSTOMERS_PER_PAGE = 25;
export const MAX_CUSTOMERS_PER_PAGE = 100;
export const MAX_SEARCH_LENGTH = 100;

export function isCustomerSort(value: unknown): value is CustomerSort {
  return (CUSTOMER_SORTS as readonly unknown[]).includes(value);
}

export type CustomerListFilter = {
  search?: string;
  sort?: CustomerSort;
  direction?: SortDirection;
  page?: number;
  perPage?: number;
  /** "customer" by default; "all" for every account (REST's `role=all`). */
  role?: Role | "all";
};

export type CustomerListRow = {
  id: number;
  email: string;
  displayName: string;
  role: Role;
  /** Billing first and last name (empty without a saved billing address). */
  firstName: string;
  lastName: string;
  postcode: string;
  city: string;
  country: string;
  createdAt: Date;
  ordersCount: number;
  totalSpentCents: number;
};

/** The name a list shows: billing name, else display name, else the e-mail address. */
export function customerName(row: Pick<CustomerListRow, "firstName" | "lastName" | "displayName" | "email">) {
  return `${row.firstName} ${row.lastName}`.trim() || row.displayName.trim() || row.email;
}
