import { describe, expect, it } from "vitest";
import { editorStatus, readEntryForm, resolveSchedule, slugFromTitle, slugWithSuffix } from "./rules.ts";

const now = new Date("2026-06-01T10:00:00Z");

function form(fields: Record<string, string | string[]>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) f.append(k, one);
  return f;
}

describe("slugs", () => {
  it("adds -2, -3 … to a taken slug and keeps a free one", () => {
    expect(slugWithSuffix("kaffee", new Set())).toBe("kaffee");
    expect(slugWithSuffix("kaffee", new Set(["kaffee"]))).toBe("kaffee-2");
    expect(slugWithSuffix("kaffee", new Set(["kaffee", "kaffee-2", "kaffee-3"]))).toBe("kaffee-4");
  });
  it("makes one from a German title, with a fallback", () => {
    expect(slugFromTitle("Größe & Röstung", "post")).toBe("groesse-roestung");
    expect(slugFromTitle("!!!", "post")).toBe("beitrag");
    expect(slugFromTitle("", "page")).toBe("seite");
  });
});

describe("the scheduling rule", () => {
  const later = new Date("2026-06-02T08:00:00Z");
  const earlier = new Date("2026-05-01T08:00:00Z");
  it("needs a date ahead for 'Geplant'", () => {
    expect(resolveSchedule("future", null, now)).toEqual({ error: "adminContent.error.publishAtRequired" });
    expect(resolveSchedule("future", earlier, now)).toEqual({ error: "adminContent.error.publishAtPast" });
    expect(resolveSchedule("future", later, now)).toEqual({
      status: "future",
      hasPassword: false,
      publishedAt: later,
    });
  });
  it("turns a publication dated ahead into 'Geplant', and dates one without a date now or as before", () => {
    expect(resolveSchedule("publish", later, now)).toMatchObject({ status: "future" });
    expect(resolveSchedule("publish", null, now)).toEqual({
      status: "publish",
      hasPassword: false,
      publishedAt: now,
    });
    expect(resolveSchedule("publish", null, now, earlier)).toMatchObject({ publishedAt: earlier });
  });
  it("stores a password-protected item as published with the flag", () => {
    expect(resolveSchedule("password", null, now)).toMatchObject({ status: "publish", hasPassword: true });
    expect(editorStatus("publish", true)).toBe("password");
    expect(editorStatus("trash", false)).toBe("draft");
  });
});

describe("reading the editor's form", () => {
  it("sanitises the content whatever comes in and reports what went", () => {
    const read = readEntryForm(
      form({
        title: "Hallo",
        status: "draft",
        content:
          '<p onclick="x()">Text<script>alert(1)</script> <a href="javascript:alert(1)">Link</a></p><iframe src="https://evil.example/"></iframe>',
      }),
      "post",
      now,
    );
    if (!("values" in read)) throw new Error("expected values");
    expect(read.values.content).toBe("<p>Text Link</p>");
    expect(read.removed).toEqual(expect.arrayContaining(["script", "iframe", "attr:on*", "url:javascript"]));
  });
  it("refuses with German message keys per field and returns no values", () => {
    const read = readEntryForm(
      form({
        title: " ",
        slug: "Nicht gut!",
        status: "password",
        content: '<p><img src="/wp-content/uploads/2026/01/a.jpg" alt=""></p>',
        featured_media_id: "abc",
        menu_order: "x",
      }),
      "page",
      now,
    );
    expect(read).toEqual({
      errors: {
        title: "adminContent.error.titleRequired",
        slug: "adminContent.error.slug",
        content: "adminContent.error.imageAlt",
        featured_media_id: "adminContent.error.reference",
        password: "adminContent.error.passwordRequired",
        menu_order: "adminContent.error.menuOrder",
      },
    });
  });
  it("reads categories and tags for posts only, parent and order for pages only", () => {
    const fields = {
      title: "T",
      status: "draft",
      categories: ["3", "3", "4"],
      tags: "Kaffee, Espresso,, Kaffee",
      parent_id: "7",
      menu_order: "2",
    };
    const post = readEntryForm(form(fields), "post", now);
    const page = readEntryForm(form(fields), "page", now);
    if (!("values" in post) || !("values" in page)) throw new Error("expected values");
    expect(post.values).toMatchObject({
      categoryIds: [3, 4],
      tagNames: ["Kaffee", "Espresso"],
      parentId: null,
      menuOrder: 0,
    });
    expect(page.values).toMatchObject({ categoryIds: [], tagNames: [], parentId: 7, menuOrder: 2 });
  });
});
