import { describe, expect, it } from "vitest";
import { readSettingsForm, type SettingsField } from "./fields.ts";

const slides: SettingsField = {
  key: "theme.slides",
  kind: "list",
  label: "admin.appearance.slides",
  item: [
    { name: "title" },
    { name: "mediaId", numeric: true, optional: true },
    { name: "url", optional: true },
  ],
};

describe("a list field read from the form", () => {
  it("pairs the i-th value of each property into the i-th item, in the posted order", () => {
    const form = new FormData();
    for (const [title, media, url] of [
      ["B", "12", "/shop/"],
      ["A", "", ""],
    ]) {
      form.append("theme.slides.title", title as string);
      form.append("theme.slides.mediaId", media as string);
      form.append("theme.slides.url", url as string);
    }
    expect(readSettingsForm([slides], form).raw["theme.slides"]).toEqual([
      { title: "B", mediaId: 12, url: "/shop/" },
      { title: "A" },
    ]);
  });

  it("reads no items as an empty list, and passes unreadable numbers on for the schema to refuse", () => {
    expect(readSettingsForm([slides], new FormData()).raw["theme.slides"]).toEqual([]);
    const form = new FormData();
    form.append("theme.slides.title", "A");
    form.append("theme.slides.mediaId", "x1");
    expect(readSettingsForm([slides], form).raw["theme.slides"]).toEqual([{ title: "A", mediaId: "x1" }]);
  });
});
