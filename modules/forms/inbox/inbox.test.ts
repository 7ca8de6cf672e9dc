import { describe, expect, it } from "vitest";
import type { FieldDef } from "../engine/types.ts";
import { cleanColumns, inboxQueryString, likePattern, readInboxFilter, validDay } from "./filter.ts";
import { columnChoices, effectiveColumns, labelledValues } from "./labelled.ts";

const f = (id: number, key: string, type: string, label = key): FieldDef => ({
  id,
  key,
  type,
  order: id,
  label,
});

describe("the submissions table's query", () => {
  it("reads a filter and falls back on bad values", () => {
    expect(
      readInboxFilter(new URLSearchParams("q=+Anna+&from=2026-11-01&to=2026-02-30&view=starred&page=3")),
    ).toEqual({
      q: "Anna",
      from: "2026-11-01",
      to: "",
      view: "starred",
      page: 3,
    });
    expect(readInboxFilter(new URLSearchParams("view=gelesen&page=-1"))).toMatchObject({
      view: "all",
      page: 1,
    });
    expect(validDay("2026-13-01")).toBe("");
  });

  it("writes the filter back without defaults", () => {
    const filter = readInboxFilter(new URLSearchParams("q=a b&view=trash"));
    expect(inboxQueryString(filter)).toBe("?q=a+b&view=trash");
    expect(inboxQueryString(filter, { q: "", view: "all" })).toBe("");
  });

  it("takes %, _ and \\ literally in a search", () => {
    expect(likePattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
  });

  it("keeps well-formed, unique columns, at most twelve", () => {
    const many = Array.from({ length: 20 }, (_, i) => String(i + 1));
    expect(cleanColumns(["3", "3", "x", 4, "1"])).toEqual(["3", "1"]);
    expect(cleanColumns(many)).toHaveLength(12);
  });
});

describe("a submission's values under its version's labels", () => {
  const values = {
    "1": { key: "name", label: "Name", type: "textbox", value: "Anna", text: "Anna" },
    "2": { key: "email", label: "E-Mail", type: "email", value: "a@example.de", text: "a@example.de" },
    "9": { key: "alt", label: "Altes Feld", type: "textbox", value: "x", text: "x" },
    "5": { key: "pow", label: "Captcha", type: "proofofwork", value: "t", text: "t" },
  };

  it("uses the version's order and labels, then what the version does not name, without captchas", () => {
    const version = [
      f(2, "email", "email", "Ihre E-Mail"),
      f(1, "name", "textbox", "Ihr Name"),
      f(4, "go", "submit"),
    ];
    version[0]!.order = 1;
    version[1]!.order = 2;
    expect(labelledValues(values, version).map((v) => `${v.label}=${v.text}`)).toEqual([
      "Ihre E-Mail=a@example.de",
      "Ihr Name=Anna",
      "Altes Feld=x",
    ]);
  });

  it("uses the stored labels without a version", () => {
    expect(labelledValues(values, undefined).map((v) => v.label)).toEqual(["Name", "E-Mail", "Altes Feld"]);
  });

  it("offers listed fields as columns and falls back to the first three", () => {
    const choices = columnChoices([
      f(1, "a", "textbox"),
      f(2, "s", "submit"),
      f(3, "b", "email"),
      f(4, "c", "textarea"),
      f(5, "d", "number"),
    ]);
    expect(choices.map((c) => c.id)).toEqual(["1", "3", "4", "5"]);
    expect(effectiveColumns(undefined, choices).map((c) => c.id)).toEqual(["1", "3", "4"]);
    expect(effectiveColumns(["5", "99"], choices).map((c) => c.id)).toEqual(["5"]);
    expect(effectiveColumns(["99"], choices).map((c) => c.id)).toEqual(["1", "3", "4"]);
  });
});
