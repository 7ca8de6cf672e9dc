import { describe, expect, it } from "vitest";
import {
  detailsSectionOf,
  inputSchedulesSearch,
  keyAction,
  reshowStep,
  searchBody,
  searchStep,
} from "./live-search-rules.ts";

describe("inputSchedulesSearch", () => {
  it("leaves keyboard typing to keyup and schedules paste, cut, drop and IME input", () => {
    expect(inputSchedulesSearch("insertText")).toBe(false);
    expect(inputSchedulesSearch("deleteContentBackward")).toBe(false);
    expect(inputSchedulesSearch("deleteContentForward")).toBe(false);
    expect(inputSchedulesSearch("insertFromPaste")).toBe(true);
    expect(inputSchedulesSearch("deleteByCut")).toBe(true);
    expect(inputSchedulesSearch("")).toBe(true);
  });
});

describe("searchStep", () => {
  const state = { minLength: 3, lastTerm: "tee", hasResults: true, inFlight: false };
  it("clears below the minimum length", () => {
    expect(searchStep("te", state)).toBe("clear");
  });
  it("shows the results it has for the same term", () => {
    expect(searchStep("tee", state)).toBe("show");
  });
  it("searches for a new term, without results, or while a search is in flight", () => {
    expect(searchStep("tees", state)).toBe("search");
    expect(searchStep("tee", { ...state, hasResults: false })).toBe("search");
    expect(searchStep("tee", { ...state, inFlight: true })).toBe("search");
  });
});

describe("reshowStep", () => {
  const state = { minLength: 2, lastTerm: "tee", hasResults: true };
  it("does nothing below the minimum length", () => {
    expect(reshowStep("t", state)).toBe("none");
  });
  it("shows the same term's results again, else schedules a search", () => {
    expect(reshowStep("tee", state)).toBe("show");
    expect(reshowStep("tea", state)).toBe("schedule");
    expect(reshowStep("tee", { ...state, hasResults: false })).toBe("schedule");
  });
});

describe("keyAction", () => {
  it("ArrowDown opens a closed panel, then moves down and wraps", () => {
    expect(keyAction("ArrowDown", false, -1, 3)).toEqual({ do: "show", index: -1, prevent: true });
    expect(keyAction("ArrowDown", true, -1, 3)).toMatchObject({ do: "move", index: 0, prevent: true });
    expect(keyAction("ArrowDown", true, 2, 3)).toMatchObject({ do: "move", index: 0 });
    expect(keyAction("ArrowDown", true, -1, 0)).toEqual({ do: "none", index: -1, prevent: true });
  });
  it("ArrowUp moves up and wraps to the last option", () => {
    expect(keyAction("ArrowUp", true, -1, 3)).toMatchObject({ do: "move", index: 2, prevent: true });
    expect(keyAction("ArrowUp", true, 0, 3)).toMatchObject({ do: "move", index: 2 });
    expect(keyAction("ArrowUp", true, 2, 3)).toMatchObject({ do: "move", index: 1 });
    expect(keyAction("ArrowUp", false, 1, 3)).toEqual({ do: "none", index: -1, prevent: true });
  });
  it("Enter opens the active option only", () => {
    expect(keyAction("Enter", true, 1, 3)).toEqual({ do: "open", index: 1, prevent: true });
    expect(keyAction("Enter", true, -1, 3)).toMatchObject({ do: "none", prevent: false });
    expect(keyAction("Enter", false, 1, 3)).toMatchObject({ do: "none", prevent: false });
  });
  it("Escape hides an open panel, else leaves it to the search overlay", () => {
    expect(keyAction("Escape", true, 0, 3)).toMatchObject({ do: "hide", prevent: true });
    expect(keyAction("Escape", false, 0, 3)).toMatchObject({ do: "close-overlay", prevent: false });
  });
  it("other keys do nothing", () => {
    expect(keyAction("a", true, 0, 3)).toEqual({ do: "none", index: -1, prevent: false });
  });
});

describe("detailsSectionOf", () => {
  it("maps categories, tags and products to their details section", () => {
    expect(detailsSectionOf("product_cat")).toBe(".is-ajax-search-categories-details");
    expect(detailsSectionOf("product_tag")).toBe(".is-ajax-search-tags-details");
    expect(detailsSectionOf("product")).toBe(".is-ajax-search-posts-details");
  });
  it("has none for pages, posts and unknown kinds", () => {
    expect(detailsSectionOf("page")).toBeNull();
    expect(detailsSectionOf("post")).toBeNull();
    expect(detailsSectionOf(undefined)).toBeNull();
  });
});

describe("searchBody", () => {
  it("sends the form's fields plus the search's own", () => {
    const body = searchBody(
      [
        ["id", "7"],
        ["post_type", "product"],
      ],
      { term: "tee", page: 2, nonce: "n1", formId: "9", lang: "en" },
    );
    expect(Object.fromEntries(body)).toEqual({
      id: "7",
      post_type: "product",
      s: "tee",
      action: "is_ajax_load_posts",
      page: "2",
      security: "n1",
      lang: "en",
    });
  });
  it("adds the form id when the form has none and skips files and a missing language", () => {
    const body = searchBody([["file", new Blob(["x"]) as File]], {
      term: "a",
      page: 1,
      nonce: "n",
      formId: "9",
    });
    expect(Object.fromEntries(body)).toEqual({
      s: "a",
      action: "is_ajax_load_posts",
      page: "1",
      security: "n",
      id: "9",
    });
  });
});
