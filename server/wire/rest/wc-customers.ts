/**
 * `wc/v3/customers` (list with `search`, `page`, `per_page`, `orderby`, `order`, `role`; one by
 * id) in WooCommerce's shapes for the fields the shop has, for the owner's scripts (application
 * passwords or the cookie + nonce). Reads through modules/customers/list.ts, like the back office.
 * Not here: writes, `avatar_url` (empty), `meta_data` (empty), `state` and `address_2` (empty:
 * German addresses have neither).
 */
import type { Context, Hono } from "hono";
import {
  addressesOfCustomers,
  type CustomerListFilter,
  type CustomerListRow,
  type CustomerSort,
  getCustomerRow,
  listCustomers,
} from "#modules/customers/list.ts";
import type { Address } from "#modules/users/address-fields.ts";
import { ROLES } from "#modules/users/roles.ts";
import type { AppServices } from "#server/services.ts";
import { idParam, invalidParam, pagedJson, readPaging, requireOwner, restError } from "./helpers.ts";
import type { RestEnv } from "./index.ts";

/** WooCommerce's `orderby` values → the module's sorts. */
const ORDER_BY: Record<string, CustomerSort> = {
  id: "id",
  include: "id",
  name: "name",
  registered_date: "registered",
  email: "email",
};

/** WordPress's dates: site-local (Berlin) and GMT, both without a zone suffix. */
function wpDates(at: Date): { local: string; gmt: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Berlin",
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    local: `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`,
    gmt: at.toISOString().slice(0, 19),
  };
}

function wcAddress(a: Address | undefined, email?: string) {
  return {
    first_name: a?.firstName ?? "",
    last_name: a?.lastName ?? "",
    company: a?.company ?? "",
    address_1: a?.address1 ?? "",
    address_2: "",
    city: a?.city ?? "",
    state: "",
    postcode: a?.postcode ?? "",
    country: a?.country ?? "",
    ...(email === undefined ? {} : { email }),
    phone: a?.phone ?? "",
  };
}

export function customerJson(
  row: CustomerListRow,
  addresses: { billing?: Address; shipping?: Address },
  origin: string,
) {
  const created = wpDates(row.createdAt);
  return {
    id: row.id,
    date_created: created.local,
    date_created_gmt: created.gmt,
    date_modified: created.local,
    date_modified_gmt: created.gmt,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    username: row.email,
    billing: wcAddress(addresses.billing, row.email),
    shipping: wcAddress(addresses.shipping),
    is_paying_customer: row.totalSpentCents > 0,
    orders_count: row.ordersCount,
    total_spent: (row.totalSpentCents / 100).toFixed(2),
    avatar_url: "",
    meta_data: [],
    _links: {
      self: [{ href: `${origin}/wp-json/wc/v3/customers/${row.id}` }],
      collection: [{ href: `${origin}/wp-json/wc/v3/customers` }],
    },
  };
}

/** wc/v3's refusal: 401 without a user, 403 without the role (woocommerce_rest_cannot_view). */
function ownerOnly(c: Context<RestEnv>): Response | undefined {
  return requireOwner(c, c.get("restUser"), "woocommerce_rest_cannot_view");
}

export function registerWcCustomers(rest: Hono<RestEnv>, services: AppServices): void {
  const origin = (c: Context) => services.config.PUBLIC_URL ?? new URL(c.req.url).origin;

  rest.get("/wc/v3/customers", async (c) => {
    const refused = ownerOnly(c);
    if (refused) return refused;
    const paging = readPaging(c);
    if (paging instanceof Response) return paging;
    const orderby = c.req.query("orderby") ?? "name";
    const sort = ORDER_BY[orderby];
    if (!sort) return invalidParam(c, "orderby");
    const order = c.req.query("order") ?? "asc";
    if (order !== "asc" && order !== "desc") return invalidParam(c, "order");
    const roleParam = c.req.query("role") ?? "customer";
    if (roleParam !== "all" && !(ROLES as readonly string[]).includes(roleParam))
      return invalidParam(c, "role");
    const search = c.req.query("search") ?? "";
    if (search.length > 100) return invalidParam(c, "search");
    const { rows, total } = await listCustomers(services.db, {
      search,
      sort,
      direction: order,
      page: paging.page,
      perPage: paging.perPage,
      role: roleParam as CustomerListFilter["role"],
    });
    const addresses = await addressesOfCustomers(
      services.db,
      rows.map((r) => r.id),
    );
    const items = rows.map((r) => customerJson(r, addresses.get(r.id) ?? {}, origin(c)));
    return pagedJson(c, items, total, paging);
  });

  rest.get("/wc/v3/customers/:id{[0-9]+}", async (c) => {
    const refused = ownerOnly(c);
    if (refused) return refused;
    const id = idParam(c);
    const row = id === undefined ? undefined : await getCustomerRow(services.db, id);
    if (!row) return restError(c, "woocommerce_rest_invalid_id", "rest.notFound", 404);
    const addresses = await addressesOfCustomers(services.db, [row.id]);
    return c.json(customerJson(row, addresses.get(row.id) ?? {}, origin(c)));
  });
}
