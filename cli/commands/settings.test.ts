import { describe, expect, it } from "vitest";
import { parseCliValue } from "./settings.ts";

describe("parseCliValue", () => {
  it("can be given as JSON on the command line", () => {
    expect(parseCliValue('[{"network":"rss","url":"/feed/"}]')).toEqual([{ network: "rss", url: "/feed/" }]);
    expect(parseCliValue('["DE","AT"]')).toEqual(["DE", "AT"]);
    expect(parseCliValue("[kein json")).toBe("[kein json");
    expect(parseCliValue("popup")).toBe("popup");
    expect(parseCliValue("420")).toBe(420);
  });
});
