import { describe, expect, it } from "vitest";
import { FormEngine } from "../engine/engine.ts";
import { toRuntimeForm } from "../runtime.ts";
import { prefillForm } from "./prefill.ts";

describe("prefillForm", () => {
  it("starts the engine with the posted values", () => {
    const form = toRuntimeForm({
      id: 1,
      settings: { title: "T" },
      fields: [
        { id: 1, key: "a", type: "textbox", order: 1, label: "A" },
        { id: 2, key: "b", type: "checkbox", order: 2, label: "B" },
        {
          id: 3,
          key: "c",
          type: "listcheckbox",
          order: 3,
          label: "C",
          options: [
            { label: "X", value: "x" },
            { label: "Y", value: "y" },
          ],
        },
        {
          id: 4,
          key: "d",
          type: "listselect",
          order: 4,
          label: "D",
          options: [
            { label: "X", value: "x", selected: true },
            { label: "Y", value: "y" },
          ],
        },
      ],
    });
    const engine = new FormEngine(prefillForm(form, { "1": "hallo", "2": true, "3": ["y"], "4": "y" }));
    expect(engine.field(1).value).toBe("hallo");
    expect(engine.field(2).value).toBe(true);
    expect(engine.field(3).value).toEqual(["y"]);
    expect(engine.field(4).value).toBe("y");
    // The definition itself is not changed.
    expect(form.fields[3]!.options![0]!.selected).toBe(true);
  });
});
