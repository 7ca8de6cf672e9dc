import { describe, expect, it } from "vitest";
import { orderListSearch, parseOrderListQuery } from "./admin-list.ts";

const parse = (qs: string) => parseOrderListQuery(new URLSearchParams(qs));

describe("parseOrderListQuery", () => {
  it("reads the whole contract", () => {
    expect(
      parse(
        "status=needs-action&q=+Müller+&from=2026-01-01&to=2026-01-31&payment=bacs&shipping=flat_rate:1&withdrawal=1&sort=total&dir=asc&page=3&per_page=50",
      ),
    ).toEqual({
      status: "needs-action",
      q: "Müller",
      from: "2026-01-01",
      to: "2026-01-31",
      payment: "bacs",
      shipping: "flat_rate:1",
      withdrawal: true,
      sort: "total",
      dir: "asc",
      page: 3,
      perPage: 50,
    });
  });

  it("falls back to defaults for each bad value on its own", () => {
    expect(
      parse(
        "status=shipped&from=2026-02-30&to=gestern&payment=<x>&sort=price&dir=up&page=-2&per_page=1000&withdrawal=ja&q=Anna",
      ),
    ).toEqual({
      status: undefined,
      q: "Anna",
      from: undefined,
      to: undefined,
      payment: undefined,
      shipping: undefined,
      withdrawal: false,
      sort: "date",
      dir: "desc",
      page: 1,
      perPage: 20,
    });
  });

  it("defaults without a query, takes empty values as absent, repeats keep the first", () => {
    expect(parse("")).toMatchObject({
      status: undefined,
      q: "",
      sort: "date",
      dir: "desc",
      page: 1,
      perPage: 20,
    });
    expect(parse("status=&q=&page=")).toMatchObject({ status: undefined, q: "", page: 1 });
    expect(parse("status=completed&status=pending").status).toBe("completed");
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("per_page=100").perPage).toBe(100);
  });

  it("turns a backwards date range round", () => {
    expect(parse("from=2026-03-10&to=2026-03-01")).toMatchObject({ from: "2026-03-01", to: "2026-03-10" });
  });

  it("builds links that parse back to the same query, defaults left out", () => {
    const q = parse("status=processing&q=a b&sort=customer&dir=asc&page=2&per_page=100");
    const search = orderListSearch(q);
    expect(search).toBe("?status=processing&q=a+b&sort=customer&dir=asc&page=2&per_page=100");
    expect(parseOrderListQuery(new URLSearchParams(search.slice(1)))).toEqual(q);
    expect(orderListSearch(parse(""))).toBe("");
  });
});
