import { describe, expect, it } from "vitest";
import { readPageParams } from "./page-params.ts";

function docWith(text: string | null): Document {
  return {
    getElementById: (id: string) => (id === "laden-params" && text !== null ? { textContent: text } : null),
  } as unknown as Document;
}

describe("readPageParams", () => {
  it("parses the laden-params script", () => {
    expect(readPageParams(docWith('{"ajax_url":"/wp-admin/admin-ajax.php"}'))).toEqual({
      ajax_url: "/wp-admin/admin-ajax.php",
    });
  });

  it("is null without the script, when it is empty or not JSON", () => {
    expect(readPageParams(docWith(null))).toBeNull();
    expect(readPageParams(docWith(""))).toBeNull();
    expect(readPageParams(docWith("{"))).toBeNull();
  });
});
