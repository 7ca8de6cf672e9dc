import { describe, expect, it } from "vitest";
import "../all-settings.ts";
import { parseSettingValue } from "../settings/index.ts";
import { listenOrigin } from "./origin.ts";

describe("the site's origin for mail links", () => {
  it("from HOST and PORT: a wildcard address is localhost, IPv6 in brackets", () => {
    expect(listenOrigin({ HOST: "127.0.0.1", PORT: 3000 })).toBe("http://127.0.0.1:3000");
    expect(listenOrigin({ HOST: "0.0.0.0", PORT: 8080 })).toBe("http://localhost:8080");
    expect(listenOrigin({ HOST: "::", PORT: 3000 })).toBe("http://localhost:3000");
    expect(listenOrigin({ HOST: "::1", PORT: 3000 })).toBe("http://[::1]:3000");
    expect(listenOrigin({ HOST: "laden.local", PORT: 80 })).toBe("http://laden.local:80");
  });
  it("the owner's setting takes an http(s) origin only, kept as its origin", () => {
    expect(parseSettingValue("site.origin", "https://Laden.Example/")).toBe("https://laden.example");
    expect(parseSettingValue("site.origin", "")).toBe("");
    for (const bad of [
      "ftp://laden.example",
      "https://laden.example/shop",
      "https://a@laden.example",
      "laden.example",
      "https://laden.example/?x=1",
    ])
      expect(() => parseSettingValue("site.origin", bad), bad).toThrow();
  });
});
