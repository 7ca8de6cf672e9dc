import { describe, expect, it } from "vitest";
import { PayloadError, parseFormBody, parseFormData, readFormId } from "./payload.ts";

describe("parseFormData", () => {
  it("reads fields as a map or a list, the view token and the spam trap; drops posted settings", () => {
    const map = parseFormData(
      JSON.stringify({
        id: "7_2",
        fields: {
          "1": { id: 1, value: "a" },
          "2": { id: "2", value: ["x", "y"] },
          "3": { id: 3, value: true },
        },
        settings: { calculations: [{ name: "x", eq: "1" }] },
        extra: { view_token: "abcdefgh12", "nf-field-hp": "bot" },
      }),
    );
    expect(map).toEqual({
      formId: 7,
      values: { "1": "a", "2": ["x", "y"], "3": true },
      honeypot: "bot",
      viewToken: "abcdefgh12",
    });
    expect(Object.keys(map)).not.toContain("settings");
    const list = parseFormData(
      JSON.stringify({ id: 7, fields: [{ id: 4, value: { date: "01.02.2026", hour: "10" } }] }),
    );
    expect(list.values).toEqual({ "4": { date: "01.02.2026", hour: "10" } });
    expect(list.viewToken).toBeUndefined();
  });

  it("ignores a malformed view token and numbers become text", () => {
    const p = parseFormData(
      JSON.stringify({ id: 1, fields: { "1": { id: 1, value: 3.5 } }, extra: { view_token: "x y" } }),
    );
    expect(p.values["1"]).toBe("3.5");
    expect(p.viewToken).toBeUndefined();
  });

  it.each([
    [undefined],
    [""],
    ["nope"],
    ["null"],
    ['{"id":"abc"}'],
    ['{"id":1,"fields":{"1":"x"}}'],
    ['{"id":1,"fields":{"1":{"id":1,"value":{"a":1}}}}'],
    ['{"id":1,"fields":{"1":{"id":1,"value":[{}]}}}'],
  ])("refuses %s with laden_form_malformed", (text) => {
    expect(() => parseFormData(text)).toThrow(PayloadError);
  });

  it("readFormId strips the instance suffix", () => {
    expect(readFormId("12_3")).toBe(12);
    expect(readFormId(5)).toBe(5);
    expect(readFormId("1e3")).toBeUndefined();
  });
});

describe("parseFormBody (no JS)", () => {
  const fields = [
    { id: 1, type: "textbox", multi: false },
    { id: 2, type: "checkbox", multi: false },
    { id: 3, type: "listcheckbox", multi: true },
    { id: 4, type: "date", multi: false },
    { id: 5, type: "listradio", multi: false },
  ];
  it("maps nf-field names to values", () => {
    const p = parseFormBody(
      9,
      {
        "nf-field-1": "Text",
        "nf-field-3": ["a", "b"],
        "nf-field-4[date]": "01.02.2026",
        "nf-field-4[hour]": "09",
        "nf-field-4[minute]": "30",
        "nf-field-5": "",
        "nf-field-5-other": "Eigenes",
        _nf_view: "token-123456",
        "nf-field-hp": "",
      },
      fields,
    );
    expect(p.values).toEqual({
      "1": "Text",
      "2": false,
      "3": ["a", "b"],
      "4": { date: "01.02.2026", hour: "09", minute: "30" },
      "5": "Eigenes",
    });
    expect(p.viewToken).toBe("token-123456");
    expect(parseFormBody(9, { "nf-field-2": "1" }, fields).values["2"]).toBe(true);
  });
});
