import { describe, expect, it } from "vitest";
import { autoParagraphs, decodeEntities, sanitizeHtml } from "./sanitize-html.ts";

const clean = (html: string) => sanitizeHtml(html).html;

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

  it("unwraps unknown tags, drops images and forms' controls but keeps text", () => {
    expect(clean('<div class="x"><span style="a">Hallo</span> <font color="red">Welt</font></div>')).toBe(
      "<div>Hallo Welt</div>",
    );
    expect(clean('<p>Bild: <img src="x.jpg" onerror="alert(1)"></p>')).toBe("<p>Bild: </p>");
    expect(clean('<form action="/x"><input name="a"><button>Senden</button></form>')).toBe("Senden");
    expect(sanitizeHtml('<img src="x.jpg">').removed).toEqual(["img"]);
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
