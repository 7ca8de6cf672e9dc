import { describe, expect, it } from "vitest";
import { type MergeData, substituteTags } from "./merge-tags.ts";

const data: MergeData = {
  fields: [
    {
      id: 1,
      key: "name",
      label: "Name",
      type: "textbox",
      text: 'Eve <b>"x"</b> & {calc:preis}',
      listed: true,
    },
    { id: 2, key: "email", label: "E-Mail", type: "email", text: "eve@example.de", listed: true },
    { id: 3, key: "pw", label: "Passwort", type: "password", text: "geheim", listed: false },
  ],
  calculations: { preis: "12.5" },
  system: { "system:admin_email": "shop@example.de", "form:title": "Kontakt" },
  tableHeadings: { field: "Feld", value: "Wert" },
};

describe("substituteTags", () => {
  it("escapes values for HTML and never scans a value again", () => {
    expect(substituteTags("<p>Hallo {field:name}</p>", data, "html")).toBe(
      "<p>Hallo Eve &lt;b&gt;&quot;x&quot;&lt;/b&gt; &amp; {calc:preis}</p>",
    );
  });

  it("finds fields by key and id, labels, calculations with decimals, system tags", () => {
    expect(substituteTags("{field:2} {field:email:label} {calc:preis} {calc:preis:2}", data, "text")).toBe(
      "eve@example.de E-Mail 12.5 12.50",
    );
    expect(substituteTags("{system:admin_email} / {form:title}", data, "text")).toBe(
      "shop@example.de / Kontakt",
    );
  });

  it("empties unknown tags of known families and leaves other braces alone", () => {
    expect(substituteTags("{field:nope}{calc:nope}{wp:nope}|{color: red}", data, "text")).toBe(
      "|{color: red}",
    );
  });

  it("all_fields_table lists listed fields only, escaped", () => {
    const html = substituteTags("{all_fields_table}", data, "html");
    expect(html).toContain("<thead><tr><th>Feld</th><th>Wert</th></tr></thead>");
    expect(html).toContain(
      '<tr><th scope="row">Name</th><td>Eve &lt;b&gt;&quot;x&quot;&lt;/b&gt; &amp; {calc:preis}</td></tr>',
    );
    expect(html).not.toContain("geheim");
    expect(substituteTags("{all_fields_table}", data, "text")).toBe(
      'Name: Eve <b>"x"</b> & {calc:preis}\nE-Mail: eve@example.de',
    );
  });

  it("URL mode encodes values as components; header mode drops line breaks", () => {
    expect(substituteTags("https://pay.example/?n={field:name}", data, "url")).toBe(
      "https://pay.example/?n=Eve%20%3Cb%3E%22x%22%3C%2Fb%3E%20%26%20%7Bcalc%3Apreis%7D",
    );
    const withBreak: MergeData = { ...data, fields: [{ ...data.fields[0]!, text: "a\r\nBcc: x@y" }] };
    expect(substituteTags("Betreff {field:name}", withBreak, "header")).toBe("Betreff a Bcc: x@y");
  });
});

describe("money in merge tags is formatted once, by the locale (issue 26)", () => {
  const de = {
    thousands_sep: ".",
    decimal_point: ",",
    currencySymbol: "€",
    currencyPosition: "after",
  } as const;
  const money: MergeData = {
    fields: [
      { id: 9, key: "summe", label: "Summe", type: "total", text: "98,00\u00a0€", listed: true },
      { id: 10, key: "versand", label: "Versand", type: "shipping", text: "4,90\u00a0€", listed: true },
    ],
    calculations: { angebot: "60.00", liter: "1234.5" },
    system: {},
    locale: de,
  };

  it("a calculation reads 60,00 in a message and in a mail subject; its decimals as given", () => {
    expect(substituteTags("<p>Ihr Angebot über {calc:angebot} € ist unterwegs.</p>", money, "html")).toBe(
      "<p>Ihr Angebot über 60,00 € ist unterwegs.</p>",
    );
    expect(substituteTags("Angebot: {calc:angebot} €", money, "header")).toBe("Angebot: 60,00 €");
    expect(substituteTags("{calc:liter} / {calc:liter:2}", money, "text")).toBe("1.234,5 / 1.234,50");
  });

  it("a total already carries its symbol: never “€ €”; in a URL a calculation stays 98.00-like", () => {
    expect(
      substituteTags("<p>Summe: {field:summe} €, Versand {field:versand}&nbsp;€.</p>", money, "html"),
    ).toBe("<p>Summe: 98,00\u00a0€, Versand 4,90\u00a0€.</p>");
    expect(substituteTags("Summe {field:summe}", money, "text")).toBe("Summe 98,00\u00a0€");
    expect(substituteTags("/pay?amount={calc:angebot}", money, "url")).toBe("/pay?amount=60.00");
  });
});
