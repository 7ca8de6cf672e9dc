import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./rich-text.ts";
import { isAllowedLink, linkFromInput } from "./rich-text-links.ts";

const IMG = "/wp-content/uploads/2026/11/kenia-1200x800.webp";

describe("sanitizeRichText", () => {
  it("keeps what the editor makes", () => {
    const html =
      '<h2>Röstung</h2><p>Ein <strong>kräftiger</strong> und <em>fruchtiger</em> Kaffee. <a href="https://example.com/x">Mehr</a></p>' +
      "<ul><li>eins</li></ul><ol><li>zwei</li></ol><blockquote>Zitat</blockquote>" +
      `<p><img src="${IMG}" alt="Kaffeekirschen" width="1200" height="800"></p>`;
    const out = sanitizeRichText(html);
    expect(out.html).toBe(
      '<h2>Röstung</h2><p>Ein <strong>kräftiger</strong> und <em>fruchtiger</em> Kaffee. <a href="https://example.com/x" rel="noopener noreferrer">Mehr</a></p>' +
        "<ul><li>eins</li></ul><ol><li>zwei</li></ol><blockquote>Zitat</blockquote>" +
        `<p><img src="${IMG}" alt="Kaffeekirschen" loading="lazy" width="1200" height="800" /></p>`,
    );
    expect(out.removed).toEqual([]);
    expect(out.images).toEqual([IMG]);
    expect(out.imagesWithoutAlt).toBe(0);
  });

  it("normalises Lexical's markup", () => {
    const lexical =
      '<p dir="ltr"><b><strong class="x" style="white-space: pre-wrap;">fett</strong></b><span style="white-space: pre-wrap;"> und </span><i><em class="y">kursiv</em></i></p><h1>Titel</h1><h6>klein</h6>';
    expect(sanitizeRichText(lexical).html).toBe(
      "<p><strong>fett</strong> und <em>kursiv</em></p><h2>Titel</h2><h4>klein</h4>",
    );
  });

  it("removes scripts with their content, event handlers and styles", () => {
    const out = sanitizeRichText(
      '<p onclick="alert(1)" style="color:red">Hallo<script>alert(2)</script></p><style>p{}</style><iframe src="https://evil.example"></iframe>',
    );
    expect(out.html).toBe("<p>Hallo</p>");
    expect(out.html).not.toMatch(/alert|onclick|style|iframe/);
    expect(out.removed).toEqual(expect.arrayContaining(["attr:on*", "iframe", "script", "style"]));
  });

  it("unwraps links to javascript:, data: and protocol-relative targets, keeps their text", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVa\tScRiPt:alert(1)",
      "data:text/html,x",
      "//evil.example/x",
      "tel:123",
    ]) {
      const out = sanitizeRichText(`<p><a href="${href}">Klick</a></p>`);
      expect(out.html, href).toBe("<p>Klick</p>");
    }
    expect(
      sanitizeRichText(
        '<p><a href="javascript:x">A</a> <a href="https://example.com/">B</a></p><p><a href="/c">C</a></p>',
      ).html,
    ).toBe(
      '<p>A <a href="https://example.com/" rel="noopener noreferrer">B</a></p><p><a href="/c">C</a></p>',
    );
    expect(sanitizeRichText('<p><a href="/shop/">Shop</a> <a href="mailto:a@b.de">Mail</a></p>').html).toBe(
      '<p><a href="/shop/">Shop</a> <a href="mailto:a@b.de">Mail</a></p>',
    );
  });

  it("keeps images only from the media library", () => {
    for (const src of [
      "https://evil.example/a.webp",
      "//evil.example/a.webp",
      "/wp-content/uploads/../secret.webp",
      "/wp-content/uploads/a.webp?x=1",
      "/assets/logo.png",
      "data:image/png;base64,AAAA",
      "javascript:alert(1)",
    ]) {
      const out = sanitizeRichText(`<p>a<img src="${src}" alt="x" onerror="alert(1)">b</p>`);
      expect(out.html, src).toBe("<p>ab</p>");
      expect(out.images).toEqual([]);
    }
  });

  it("keeps what follows a removed image intact", () => {
    expect(
      sanitizeRichText(
        '<p><img src="https://x.example/a.png" alt="a"><strong>fett</strong> <em>k</em></p><h2>T</h2>',
      ).html,
    ).toBe("<p><strong>fett</strong> <em>k</em></p><h2>T</h2>");
  });

  it("counts images without alt text", () => {
    const out = sanitizeRichText(
      `<p><img src="${IMG}"><img src="${IMG}" alt="  "><img src="${IMG}" alt="ok"></p>`,
    );
    expect(out.imagesWithoutAlt).toBe(2);
  });

  it("turns an empty document into the empty string", () => {
    expect(sanitizeRichText('<p dir="ltr"><br></p>').html).toBe("");
    expect(sanitizeRichText("").html).toBe("");
  });
});

describe("link rule", () => {
  it("allows http(s), mailto and site-relative links only", () => {
    expect(isAllowedLink("https://example.com")).toBe(true);
    expect(isAllowedLink("/impressum/")).toBe(true);
    expect(isAllowedLink("#top")).toBe(true);
    expect(isAllowedLink("mailto:a@b.de")).toBe(true);
    expect(isAllowedLink("javascript:alert(1)")).toBe(false);
    expect(isAllowedLink(" java\nscript:alert(1)")).toBe(false);
    expect(isAllowedLink("//evil.example")).toBe(false);
  });

  it("reads what the owner types", () => {
    expect(linkFromInput("example.com/kaffee")).toBe("https://example.com/kaffee");
    expect(linkFromInput("info@example.com")).toBe("mailto:info@example.com");
    expect(linkFromInput("/versand/")).toBe("/versand/");
    expect(linkFromInput("javascript:alert(1)")).toBeNull();
    expect(linkFromInput("hallo welt")).toBeNull();
    expect(linkFromInput("")).toBeNull();
  });
});
