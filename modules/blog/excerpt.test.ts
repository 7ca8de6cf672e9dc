import { describe, expect, it } from "vitest";
import { excerptOf } from "./excerpt.ts";

describe("excerptOf", () => {
  it("keeps the reader's words and never a raw embed or link", () => {
    const html =
      '<p>Unser Röstvideo:</p>\n<p><a href="https://www.youtube.com/watch?v=abc123XYZ">https://www.youtube.com/watch?v=abc123XYZ</a></p>' +
      "<p>Mehr dazu [embed]https://vimeo.com/123[/embed] und https://example.com/x im Shop.</p>";
    expect(excerptOf(html)).toBe("Unser Röstvideo: Mehr dazu und im Shop.");
  });

  it("drops shortcodes and media but keeps a caption's words and linked words", () => {
    const html =
      '[caption id="x" align="alignnone"]<img src="a.jpg"> Die Trommel[/caption] <p>[gallery ids="1,2"] <a href="/shop/">Zum Shop</a> [ninja_form id=3]</p><video src="v.mp4"></video>';
    expect(excerptOf(html)).toBe("Die Trommel Zum Shop");
  });

  it("decodes entities and cuts after the given number of words", () => {
    expect(excerptOf("<p>Kaffee &amp; Kuchen&nbsp;für &quot;alle&quot; &#039;heute&#039;</p>")).toBe(
      "Kaffee & Kuchen für \"alle\" 'heute'",
    );
    expect(excerptOf("eins zwei drei vier", 2)).toBe("eins zwei …");
  });
});

describe("the more break", () => {
  it("ends the excerpt at <!--more--> whatever the length before", () => {
    const before = Array.from({ length: 50 }, (_, i) => `wort${i}`).join(" ");
    expect(excerptOf(`<p>${before}</p><!--more--><p>Danach</p>`)).toBe(`${before} …`);
    expect(excerptOf("<p>Kurz</p><!-- more Weiterlesen --><p>Rest</p>")).toBe("Kurz …");
  });
});
