import { describe, expect, it } from "vitest";
import { splitFormShortcodes } from "./shortcode.ts";

describe("form shortcodes in content", () => {
  it("splits content around [ninja_form id=ID], taking a paragraph that holds only the shortcode", () => {
    expect(splitFormShortcodes("<p>Hallo</p>\n<p>[ninja_form id=3]</p>\n<p>Ende</p>")).toEqual([
      { html: "<p>Hallo</p>\n" },
      { form: "3" },
      { html: "\n<p>Ende</p>" },
    ]);
  });
  it("accepts the variants and quoted ids, and keys", () => {
    expect(
      splitFormShortcodes(
        "[ninja_forms id=\"12\"] [ninja_forms_display_form id='7'] [ninja_form id=kontakt]",
      ),
    ).toEqual([{ form: "12" }, { html: " " }, { form: "7" }, { html: " " }, { form: "kontakt" }]);
  });
  it("leaves content without shortcodes and malformed ids alone", () => {
    expect(splitFormShortcodes("<p>x</p>")).toEqual([{ html: "<p>x</p>" }]);
    expect(splitFormShortcodes("[ninja_form id=<script>]")).toEqual([{ html: "[ninja_form id=<script>]" }]);
    expect(splitFormShortcodes("")).toEqual([]);
  });
});
