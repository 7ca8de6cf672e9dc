import { describe, expect, it } from "vitest";
import { checkArity, checkParentheses, tokenize } from "./expression.ts";

describe("checkParentheses", () => {
  it("accepts balanced parentheses", () => {
    expect(() => checkParentheses(tokenize("(1+(2))*3"))).not.toThrow();
  });
  it("refuses a closing one too many, anywhere, and an unclosed one", () => {
    expect(() => checkParentheses(tokenize(")1+2("))).toThrow("Mehr schließende als öffnende Klammern.");
    expect(() => checkParentheses(tokenize("(1+2"))).toThrow("Mehr öffnende als schließende Klammern.");
  });
});

describe("checkArity", () => {
  const fn = (source: string) => {
    const tok = tokenize(source)[0];
    if (tok?.t !== "fn") throw new Error("no function");
    return tok;
  };
  const one = { k: "num", v: 1 } as const;
  it("builds the call when the argument count fits", () => {
    expect(checkArity(fn("sqrt"), [one])).toEqual({ k: "call", name: "sqrt", args: [one] });
  });
  it("refuses a wrong count and no arguments", () => {
    expect(() => checkArity(fn("sqrt"), [one, one])).toThrow("erwartet 1 Argument(e)");
    expect(() => checkArity(fn("sqrt"), [])).toThrow();
  });
});
