import { describe, expect, it } from "vitest";
import { autoParagraphs, decodeEntities, sanitizeHtml } from "./sanitize-html.ts";

const clean = (html: string) => sanitizeHtml(html).html;

describe("sanitizeHtml: images", () => {
  it("keeps site-relative images with srcset, sizes, alt, size and alignment, always lazy", () => {
    const out = sanitizeHtml(
      '<p><img src="/wp-content/uploads/2026/11/a.webp" alt="A" width="600" height="400" class="alignleft wp-image-3 size-full" srcset="/a-300.webp 300w, /a.webp 600w" sizes="(max-width: 600px) 100vw, 600px" loading="eager"></p>',
    );
    expect(out.html).toBe(
      '<p><img loading="lazy" alt="A" class="alignleft size-full" src="/wp-content/uploads/2026/11/a.webp" srcset="/a-300.webp 300w, /a.webp 600w" sizes="(max-width: 600px) 100vw, 600px" width="600" height="400" /></p>',
    );
    expect(out.removed).toEqual([]);
  });

  it("drops event handlers, styles, bad sizes and foreign or hostile srcset candidates", () => {
    const out = sanitizeHtml(
      '<img src="/a.webp" onerror="alert(1)" style="x" width="100%" height="-3" srcset="/a-300.webp 300w, https://evil.example/x.jpg 600w, javascript:alert(1) 2x, /b.webp evil" sizes="100vw; x:expression(1)">',
    );
    expect(out.html).toBe('<img loading="lazy" src="/a.webp" srcset="/a-300.webp 300w" />');
    expect(out.removed).toEqual(["attr:on*", "attr:style"]);
  });

  it("never hot-links an image on another host: a link to it instead, or its text inside a link", () => {
    expect(clean('<p><img src="https://example.com/pic.jpg" alt="Ein Bild"> danach</p>')).toBe(
      '<p><a href="https://example.com/pic.jpg" class="remote-image">Ein Bild</a> danach</p>',
    );
    expect(clean('<p><img src="http://example.com/dir/r%C3%B6stung.jpg"></p>')).toBe(
      '<p><a href="http://example.com/dir/r%C3%B6stung.jpg" class="remote-image">röstung.jpg</a></p>',
    );
    expect(
      clean('<a href="https://example.com/big.jpg"><img src="https://example.com/pic.jpg" alt="Bild"></a>'),
    ).toBe('<a href="https://example.com/big.jpg">Bild</a>');
    expect(clean('<img src="/a.webp" srcset="https://example.com/a.jpg 2x">')).toBe(
      '<img loading="lazy" src="/a.webp" />',
    );
  });

  it("drops images with javascript:, data:, protocol-relative or no source", () => {
    const out = sanitizeHtml(
      '<img src="javascript:alert(1)"><img src="data:image/png;base64,AAA"><img src="//evil.example/a.png"><img><img src=" JaVa&#x09;script:x">ok',
    );
    expect(out.html).toBe("ok");
    expect(out.removed).toEqual(["attr:src", "url:data", "url:javascript"]);
  });

  it("keeps figures and captions with alignment classes only", () => {
    expect(
      clean(
        '<figure class="wp-caption aligncenter evil"><img src="/a.webp"><figcaption>Bild <b>x</b></figcaption></figure>',
      ),
    ).toBe(
      '<figure class="wp-caption aligncenter"><img loading="lazy" src="/a.webp" /><figcaption>Bild <b>x</b></figcaption></figure>',
    );
  });

  it("keeps remote images for a second pass and maps them through resolveImage", () => {
    expect(
      sanitizeHtml('<img src="https://example.com/p.jpg" srcset="https://example.com/p2.jpg 2x">', {
        remoteImages: "keep",
      }).html,
    ).toBe('<img loading="lazy" src="https://example.com/p.jpg" srcset="https://example.com/p2.jpg 2x" />');
    const resolved = sanitizeHtml(
      '<img src="https://example.com/p.jpg" alt="P" width="9"><img src="https://other.example/q.jpg"><img src="https://example.com/p-150x100.jpg" width="150" height="100">',
      {
        resolveImage: (src) =>
          src.startsWith("https://example.com/")
            ? {
                src: "/wp-content/uploads/2026/11/p.webp",
                srcset:
                  "/wp-content/uploads/2026/11/p-300x200.webp 300w, /wp-content/uploads/2026/11/p.webp 900w",
                width: 900,
                height: 600,
              }
            : null,
      },
    );
    expect(resolved.html).toBe(
      '<img loading="lazy" alt="P" src="/wp-content/uploads/2026/11/p.webp" srcset="/wp-content/uploads/2026/11/p-300x200.webp 300w, /wp-content/uploads/2026/11/p.webp 900w" sizes="(max-width: 900px) 100vw, 900px" width="900" height="600" /><a href="https://other.example/q.jpg" class="remote-image">q.jpg</a><img loading="lazy" src="/wp-content/uploads/2026/11/p.webp" srcset="/wp-content/uploads/2026/11/p-300x200.webp 300w, /wp-content/uploads/2026/11/p.webp 900w" sizes="(max-width: 150px) 100vw, 150px" width="150" height="100" />',
    );
  });
});

describe("sanitizeHtml", () => {
  it("keeps basic formatting, lists, headings, tables and links", () => {
    const html =
      '<h2>Steckbrief</h2><p>Ein <strong>kräftiger</strong> <em>Espresso</em>.<br />Neu!</p><ul><li>Röstung: dunkel</li></ul><table><tr><th scope="row">Herkunft</th><td colspan="2">Brasilien</td></tr></table><p><a href="https://example.de/a?b=1&amp;c=2" title="Mehr">mehr</a></p>';
    expect(clean(html)).toBe(html);
  });

  it("drops scripts, styles and frames with their content", () => {
    expect(clean('<p>a</p><script>alert("x")</script><p>b</p>')).toBe("<p>a</p><p>b</p>");
    expect(clean("<style>p{color:red}</style>text")).toBe("text");
    expect(clean('<iframe src="https://evil.example"></iframe>ok')).toBe("ok");
    expect(clean("<SCRIPT>alert(1)</SCRIPT >ok")).toBe("ok");
    expect(clean("<svg><g><svg></svg><script>alert(1)</script>inner</g></svg>after")).toBe("after");
    expect(clean("ok<script>never closed")).toBe("ok");
    expect(sanitizeHtml("<script>x</script><object></object>").removed).toEqual(["object", "script"]);
  });

  it("drops event handlers, styles, classes and unknown attributes", () => {
    expect(clean('<p onclick="alert(1)" style="color:red" class="x" id="y">t</p>')).toBe("<p>t</p>");
    expect(clean("<b onmouseover=alert(1)>t</b>")).toBe("<b>t</b>");
    expect(sanitizeHtml('<p onclick="x" style="y">t</p>').removed).toEqual(["attr:on*", "attr:style"]);
  });

  it("keeps only safe link targets", () => {
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(clean('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(clean('<a href="java&#x09;script:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(clean('<a href="  java\nscript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(clean('<a href="&#106;avascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(clean('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>')).toBe("<a>x</a>");
    expect(clean('<a href="vbscript:msgbox">x</a>')).toBe("<a>x</a>");
    // `&colon;` decodes to ":", so this is a javascript: link and goes too.
    expect(clean('<a href="javascript&colon;alert(1)">x</a>')).toBe("<a>x</a>");
    expect(clean('<a href="/shop/kaffee/">x</a>')).toBe('<a href="/shop/kaffee/">x</a>');
    expect(clean('<a href="#oben">x</a>')).toBe('<a href="#oben">x</a>');
    expect(clean('<a href="mailto:info@example.de">x</a>')).toBe('<a href="mailto:info@example.de">x</a>');
    expect(clean('<a href="tel:+4940123">x</a>')).toBe('<a href="tel:+4940123">x</a>');
    expect(clean('<a href="https://a.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://a.example">x</a>',
    );
  });

  it("unwraps unknown tags, drops page-relative images and forms' controls but keeps text", () => {
    expect(clean('<div class="x"><span style="a">Hallo</span> <font color="red">Welt</font></div>')).toBe(
      "<div>Hallo Welt</div>",
    );
    expect(clean('<p>Bild: <img src="x.jpg" onerror="alert(1)"></p>')).toBe("<p>Bild: </p>");
    expect(clean('<form action="/x"><input name="a"><button>Senden</button></form>')).toBe("Senden");
    // Only site-relative ("/…") or http(s) sources: "x.jpg" would depend on the page's URL.
    expect(sanitizeHtml('<img src="x.jpg">').removed).toEqual(["attr:src"]);
  });

  it("balances the result: closes open elements, drops stray end tags", () => {
    expect(clean("<ul><li>a<li>b")).toBe("<ul><li>a</li><li>b</li></ul>");
    expect(clean("<ul><li>a<ul><li>b</ul></ul>")).toBe("<ul><li>a<ul><li>b</li></ul></li></ul>");
    expect(clean("<p>a<p>b")).toBe("<p>a</p><p>b</p>");
    expect(clean("<table><tr><td>a<td>b<tr><td>c</table>")).toBe(
      "<table><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></table>",
    );
    // A stray </p> is an empty paragraph in HTML's parsing rules; a stray </div> is ignored.
    expect(clean("</div>text</p>")).toBe("text<p></p>");
    expect(clean("<p><strong>fett</p>danach")).toBe("<p><strong>fett</strong></p>danach");
    expect(clean("<p/>x")).toBe("<p>x</p>"); // "/>" does not close a p in HTML
    expect(clean("<h1>Titel</h1>")).toBe("<h2>Titel</h2>");
  });

  it("escapes text and attribute values, keeps entities, removes comments", () => {
    expect(clean("5 < 6 & 7 > 3")).toBe("5 &lt; 6 &amp; 7 &gt; 3");
    // Character references come out as the characters themselves (the page is UTF-8).
    expect(clean("Caf&eacute; &amp; Kuchen &#8211; &uuml;")).toBe("Café &amp; Kuchen – ü");
    expect(clean('<abbr title="a&quot;b<c">x</abbr>')).toBe('<abbr title="a&quot;b&lt;c">x</abbr>');
    expect(clean("a<!-- <script>alert(1)</script> -->b<!doctype html><?php echo 1; ?>c")).toBe("abc");
    expect(clean('<a href="x" title="unterminated')).toBe(""); // an unfinished tag is dropped
    expect(clean("<<script>alert(1)</script>b")).toBe("&lt;b");
  });

  it("validates numeric attributes", () => {
    expect(clean('<ol start="3"><li>x</li></ol>')).toBe('<ol start="3"><li>x</li></ol>');
    expect(clean('<td colspan="2;x" rowspan=" 2 ">x</td>')).toBe('<td rowspan="2">x</td>');
  });
});

describe("decodeEntities", () => {
  it("decodes numeric and common named references and keeps unknown ones", () => {
    expect(decodeEntities("Kaffee &amp; Tee &#8211; &#x41; &auml; &unknown;")).toBe(
      "Kaffee & Tee – A ä &unknown;",
    );
    expect(decodeEntities("&#0;")).toBe("\ufffd");
  });
});

describe("autoParagraphs", () => {
  it("turns blank-line separated text into paragraphs and single newlines into breaks", () => {
    expect(autoParagraphs("Erster Absatz\nzweite Zeile\n\nZweiter Absatz")).toBe(
      "<p>Erster Absatz<br>\nzweite Zeile</p>\n<p>Zweiter Absatz</p>",
    );
  });
  it("leaves content with block elements and empty content alone", () => {
    expect(autoParagraphs("<p>schon HTML</p>\n<p>b</p>")).toBe("<p>schon HTML</p>\n<p>b</p>");
    expect(autoParagraphs("  ")).toBe("");
  });
});
