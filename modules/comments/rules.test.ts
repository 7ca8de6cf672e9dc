import { describe, expect, it } from "vitest";
import {
  checkCommentInput,
  commentHtmlToText,
  commentTextToHtml,
  MAX_COMMENT_DEPTH,
  nextStatus,
  replyAllowed,
  threadComments,
} from "./rules.ts";

describe("checkCommentInput", () => {
  it("trims and lower-cases what a visitor typed", () => {
    expect(
      checkCommentInput({
        author: "  Jana  K. ",
        email: " Jana@Example.DE ",
        comment: " Hallo\r\n",
        parent: "0",
      }),
    ).toEqual({
      ok: true,
      input: { author: "Jana K.", email: "jana@example.de", url: "", comment: "Hallo", parentId: null },
    });
  });

  it("takes an optional website, adding https:// where the visitor left it out", () => {
    const base = { author: "Jana", email: "jana@example.de", comment: "Hallo" };
    const url = (value: string) => {
      const r = checkCommentInput({ ...base, url: value });
      return r.ok ? r.input.url : r.errors.url;
    };
    expect(url("")).toBe("");
    expect(url(" jana.example ")).toBe("https://jana.example");
    expect(url("http://jana.example/blog/")).toBe("http://jana.example/blog/");
    expect(url("javascript:alert(1)")).toBe("url_invalid");
    expect(url("kein link")).toBe("url_invalid");
    expect(url(`https://example.org/${"a".repeat(200)}`)).toBe("url_invalid");
  });

  it("names every field's problem with a stable code", () => {
    expect(checkCommentInput({ author: "", email: "kein-at", comment: "   ", parent: "x" })).toEqual({
      ok: false,
      errors: {
        author: "name_required",
        email: "email_invalid",
        comment: "text_required",
        comment_parent: "parent_invalid",
      },
    });
    expect(checkCommentInput({ author: "a".repeat(246), email: "", comment: "x".repeat(65_526) })).toEqual({
      ok: false,
      errors: { author: "name_too_long", email: "email_required", comment: "text_too_long" },
    });
  });
});

describe("commentTextToHtml", () => {
  it("escapes markup and keeps paragraphs and line breaks", () => {
    expect(commentTextToHtml('<script>alert(1)</script>\nzweite Zeile\n\n"Absatz" & mehr')).toBe(
      "<p>&lt;script&gt;alert(1)&lt;/script&gt;<br>zweite Zeile</p>\n<p>&quot;Absatz&quot; &amp; mehr</p>",
    );
  });

  it("turns the stored HTML back into the typed text for the owner's edit", () => {
    const typed = '<b>fett</b>\nzweite Zeile\n\n"Absatz" & mehr\'s';
    expect(commentHtmlToText(commentTextToHtml(typed))).toBe(typed);
  });
});

describe("threading", () => {
  it("allows replies down to WordPress's default depth of 5", () => {
    expect(MAX_COMMENT_DEPTH).toBe(5);
    expect(replyAllowed(1)).toBe(true);
    expect(replyAllowed(4)).toBe(true);
    expect(replyAllowed(5)).toBe(false);
  });

  it("puts each reply after its parent with its depth and drops orphans", () => {
    const list = [
      { id: 1, parentId: null },
      { id: 2, parentId: null },
      { id: 3, parentId: 1 },
      { id: 4, parentId: 3 },
      { id: 5, parentId: 99 },
      { id: 6, parentId: 1 },
    ];
    expect(threadComments(list).map((c) => [c.id, c.depth])).toEqual([
      [1, 1],
      [3, 2],
      [4, 3],
      [6, 2],
      [2, 1],
    ]);
  });

  it("keeps replies deeper than the maximum at the maximum depth", () => {
    const chain = Array.from({ length: 7 }, (_, i) => ({ id: i + 1, parentId: i === 0 ? null : i }));
    expect(threadComments(chain).map((c) => c.depth)).toEqual([1, 2, 3, 4, 5, 5, 5]);
  });
});

describe("moderation steps", () => {
  it("moves between the tabs as WordPress does", () => {
    expect(nextStatus("approve", "hold", null)).toBe("approved");
    expect(nextStatus("approve", "approved", null)).toBeUndefined();
    expect(nextStatus("unapprove", "approved", null)).toBe("hold");
    expect(nextStatus("spam", "approved", null)).toBe("spam");
    expect(nextStatus("spam", "trash", null)).toBeUndefined();
    expect(nextStatus("unspam", "spam", null)).toBe("hold");
    expect(nextStatus("trash", "spam", null)).toBe("trash");
    expect(nextStatus("trash", "trash", "hold")).toBeUndefined();
  });

  it("restores to the status before the trash and deletes only from spam or trash", () => {
    expect(nextStatus("restore", "trash", "approved")).toBe("approved");
    expect(nextStatus("restore", "trash", null)).toBe("hold");
    expect(nextStatus("restore", "hold", null)).toBeUndefined();
    expect(nextStatus("delete", "trash", "hold")).toBe("deleted");
    expect(nextStatus("delete", "spam", null)).toBe("deleted");
    expect(nextStatus("delete", "approved", null)).toBeUndefined();
  });
});
