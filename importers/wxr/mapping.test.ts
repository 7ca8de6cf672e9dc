import { describe, expect, it } from "vitest";
import {
  collectTermDefs,
  freeSlug,
  hasParent,
  imageKey,
  menuItemUrl,
  postTermIds,
  sourceKey,
  termSlug,
  termType,
} from "./mapping.ts";

describe("sourceKey", () => {
  it("names site, type and id", () => {
    expect(sourceKey("example.org", "post", "12")).toBe("wxr:example.org:post:12");
  });
});

describe("freeSlug", () => {
  it("takes the slug, else the next free numbered one", () => {
    const taken = new Set(["hallo", "hallo-2"]);
    expect(freeSlug("neu", taken)).toBe("neu");
    expect(freeSlug("hallo", taken)).toBe("hallo-3");
    expect(freeSlug("neu", taken)).toBe("neu-2");
  });
});

describe("collectTermDefs", () => {
  it("adds the terms only named on posts, by slug when they have no name", () => {
    const defs = collectTermDefs({
      terms: [{ taxonomy: "category", slug: "news", name: "News", description: "d", parentSlug: "" }],
      posts: [
        {
          categories: [
            { slug: "news", name: "Other name" },
            { slug: "tipps", name: "" },
          ],
          tags: [{ slug: "tee", name: "Tee" }],
        },
      ] as never,
    });
    expect([...defs.keys()]).toEqual(["category:news", "category:tipps", "tag:tee"]);
    expect(defs.get("category:news")?.name).toBe("News");
    expect(defs.get("category:tipps")).toEqual({
      taxonomy: "category",
      slug: "tipps",
      name: "tipps",
      description: "",
      parentSlug: "",
    });
  });
});

describe("termSlug and termType", () => {
  it("decodes WordPress's percent-encoded slugs, keeps broken ones, falls back to begriff", () => {
    expect(termSlug("k%C3%A4se")).toBe(termSlug("käse"));
    expect(termSlug("%E0%A4%A")).toBeTruthy();
    expect(termSlug("")).toBe("begriff");
    expect(termType("category")).toBe("categories");
    expect(termType("tag")).toBe("tags");
  });
});

describe("postTermIds", () => {
  it("links each known category and tag once", () => {
    const ids = new Map([
      ["category:a", 1],
      ["tag:a", 2],
      ["tag:b", 1],
    ]);
    expect(
      postTermIds(
        {
          categories: [
            { slug: "a", name: "" },
            { slug: "x", name: "" },
          ],
          tags: [
            { slug: "a", name: "" },
            { slug: "b", name: "" },
          ],
        },
        ids,
      ),
    ).toEqual([1, 2]);
  });
});

describe("hasParent", () => {
  it("treats empty and 0 as the top level", () => {
    expect(hasParent("")).toBe(false);
    expect(hasParent("0")).toBe(false);
    expect(hasParent("7")).toBe(true);
  });
});

describe("menuItemUrl", () => {
  const slugOf = {
    page: (id: string) => (id === "5" ? "ueber-uns" : undefined),
    post: (id: string) => (id === "9" ? "hallo" : undefined),
  };
  it("maps page and post references to their paths, with /en for English", () => {
    expect(menuItemUrl("wxr:page:5", "de", slugOf)).toBe("/ueber-uns/");
    expect(menuItemUrl("wxr:post:9", "de", slugOf)).toBe("/blog/hallo/");
    expect(menuItemUrl("wxr:post:9", "en", slugOf)).toBe("/en/blog/hallo/");
  });
  it("drops references to what was not imported and to other types", () => {
    expect(menuItemUrl("wxr:page:6", "de", slugOf)).toBeNull();
    expect(menuItemUrl("wxr:category:5", "de", slugOf)).toBeNull();
  });
  it("keeps plain URLs, but not # or empty", () => {
    expect(menuItemUrl("https://example.org/", "de", slugOf)).toBe("https://example.org/");
    expect(menuItemUrl("#", "de", slugOf)).toBeNull();
    expect(menuItemUrl("", "de", slugOf)).toBeNull();
  });
});

describe("imageKey", () => {
  it("drops scheme, query and case; optionally WordPress's size suffix", () => {
    expect(imageKey(" https://Host/a/b-300x200.jpg?x ", false)).toBe("host/a/b-300x200.jpg");
    expect(imageKey("https://Host/a/b-300x200.jpg?x", true)).toBe("host/a/b.jpg");
  });
});
