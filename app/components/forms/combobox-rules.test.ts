import { describe, expect, it } from "vitest";
import { comboboxKeyAction, comboboxMessage } from "./combobox.tsx";

describe("comboboxKeyAction", () => {
  const closed = { open: false, hasActive: false, removable: false };
  const open = { open: true, hasActive: true, removable: false };
  it("opens with ArrowDown, then moves; Home/End/Escape only while open", () => {
    expect(comboboxKeyAction("ArrowDown", closed)).toBe("open");
    expect(comboboxKeyAction("ArrowDown", open)).toBe("next");
    expect(comboboxKeyAction("ArrowUp", open)).toBe("previous");
    expect(comboboxKeyAction("Home", closed)).toBeUndefined();
    expect(comboboxKeyAction("End", open)).toBe("last");
    expect(comboboxKeyAction("Escape", closed)).toBeUndefined();
    expect(comboboxKeyAction("Escape", open)).toBe("close");
  });
  it("chooses with Enter only on an active option; Backspace removes only in an empty multi-select", () => {
    expect(comboboxKeyAction("Enter", { ...open, hasActive: false })).toBeUndefined();
    expect(comboboxKeyAction("Enter", open)).toBe("choose");
    expect(comboboxKeyAction("Backspace", open)).toBeUndefined();
    expect(comboboxKeyAction("Backspace", { ...closed, removable: true })).toBe("removeLast");
    expect(comboboxKeyAction("a", open)).toBeUndefined();
  });
});

describe("comboboxMessage", () => {
  const p = { maxSelection: 2, minInput: 3, maxInput: 5 };
  const base = {
    atMax: false,
    tooShort: false,
    tooLong: false,
    status: "idle" as const,
    count: 4,
    query: "ab",
    p,
  };
  it("says the maximum first, then input length, errors, progress, and no results", () => {
    expect(comboboxMessage({ ...base, atMax: true, tooShort: true })).toEqual({
      key: "forms.msg.maximumSelected",
      n: 2,
    });
    expect(comboboxMessage({ ...base, tooShort: true })).toEqual({
      key: "forms.dropdown.inputTooShort",
      n: 1,
    });
    expect(comboboxMessage({ ...base, tooLong: true, query: "abcdefg" })).toEqual({
      key: "forms.dropdown.inputTooLong",
      n: 2,
    });
    expect(comboboxMessage({ ...base, status: "error" })).toEqual({ key: "forms.dropdown.errorLoading" });
    expect(comboboxMessage({ ...base, status: "loadingMore" })).toEqual({
      key: "forms.dropdown.loadingMore",
    });
    expect(comboboxMessage({ ...base, count: 0 })).toEqual({ key: "forms.dropdown.noResults" });
    expect(comboboxMessage(base)).toBeNull();
  });
});
