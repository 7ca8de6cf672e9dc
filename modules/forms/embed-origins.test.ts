import { describe, expect, it } from "vitest";
import "#modules/all-settings.ts";
import { MAX_EMBED_ORIGINS, readEmbedOrigins } from "./embed-origins.ts";

describe("the embed screen's partner sites", () => {
  it("reads one origin per line: trimmed, lower case, without a trailing slash, each once; blank lines ignored", () => {
    expect(
      readEmbedOrigins(" https://Partner.example/ \n\nhttp://localhost:8080\r\nhttps://partner.example"),
    ).toEqual({ ok: true, origins: ["https://partner.example", "http://localhost:8080"] });
    expect(readEmbedOrigins("")).toEqual({ ok: true, origins: [] });
  });

  it("names every line that is no origin (a path, another scheme, a bare host)", () => {
    expect(
      readEmbedOrigins("https://ok.example\nhttps://x.example/seite\nftp://x.example\npartner.example"),
    ).toEqual({
      ok: false,
      invalid: [
        { line: 2, value: "https://x.example/seite" },
        { line: 3, value: "ftp://x.example" },
        { line: 4, value: "partner.example" },
      ],
      tooMany: false,
    });
  });

  it(`refuses more than ${MAX_EMBED_ORIGINS} sites`, () => {
    const text = Array.from({ length: MAX_EMBED_ORIGINS + 1 }, (_, i) => `https://p${i}.example`).join("\n");
    expect(readEmbedOrigins(text)).toEqual({ ok: false, invalid: [], tooMany: true });
  });
});
