import { describe, expect, it } from "vitest";
import { DEFAULT_SEARCH_FORMS, type SearchForm } from "./forms.ts";
import { placeSearchForms, splitSearchShortcodes } from "./shortcode.ts";

describe("splitSearchShortcodes", () => {
  it("finds Ivory Search's shortcode with quoted, single-quoted and bare ids, taking its paragraph", () => {
    expect(
      splitSearchShortcodes('<p>Vorher</p><p>[ivory-search id="12" title="Suche"]</p><p>Nachher</p>'),
    ).toEqual([{ html: "<p>Vorher</p>" }, { searchFormId: 12 }, { html: "<p>Nachher</p>" }]);
    expect(splitSearchShortcodes("a [ivory-search id='3'] b [ivory-search title=x id=4] c")).toEqual([
      { html: "a " },
      { searchFormId: 3 },
      { html: " b " },
      { searchFormId: 4 },
      { html: " c" },
    ]);
  });
  it("leaves shortcodes without a numeric id as text", () => {
    const html = '<p>[ivory-search id="abc"] [ivory-search] [ivory-searching id="1"]</p>';
    expect(splitSearchShortcodes(html)).toEqual([{ html }]);
  });
});

describe("placeSearchForms", () => {
  const forms: SearchForm[] = [...DEFAULT_SEARCH_FORMS, { ...DEFAULT_SEARCH_FORMS[1]!, id: 7, minChars: 2 }];
  it("puts the named form in place, once per page, never the header's form again or an unknown one", () => {
    const parts = placeSearchForms(
      [
        {
          html: '<p>A</p>[ivory-search id="7"][ivory-search id="1"][ivory-search id="99"][ivory-search id="7"]<p>B</p>',
          key: "content",
        },
      ],
      forms,
      [1],
      "de",
    );
    expect(parts.map((p) => ("search" in p ? `form ${p.search.id}` : (p as { html: string }).html))).toEqual([
      "<p>A</p>",
      "form 7",
      "<p>B</p>",
    ]);
    const placed = parts[1] as { search: { minChars: number; texts: { label: string } } };
    expect(placed.search.minChars).toBe(2);
    expect(placed.search.texts.label).toBe("Suchbegriff");
    expect(new Set(parts.map((p) => p.key)).size).toBe(parts.length);
  });
  it("leaves parts without a shortcode and non-HTML parts as they are", () => {
    const other = { form: "x", key: "form-1" };
    expect(placeSearchForms([{ html: "<p>x</p>", key: "a" }, other], forms, [], "de")).toEqual([
      { html: "<p>x</p>", key: "a" },
      other,
    ]);
  });
});
