/** What every input field component binds: the engine, the field's state, and the shared attributes. */
import type { ChangeEvent } from "react";
import type { FieldState } from "#modules/forms/engine/engine.ts";
import type { FieldDef } from "#modules/forms/engine/types.ts";
import { countRender, useEngine, useFieldState } from "./engine-context.tsx";
import { describedBy, inputId, inputName } from "./field-container.tsx";

export function useBind(f: FieldDef) {
  const engine = useEngine();
  const s = useFieldState(f.id);
  countRender(f.id);
  return {
    engine,
    s,
    onInput: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      engine.set(f.id, e.target.value, "input"),
    onBlur: () => engine.blur(f.id),
  };
}

export function common(f: FieldDef, s: FieldState) {
  return {
    id: inputId(f),
    name: inputName(f),
    className: ["ninja-forms-field", "nf-element", f.classes ?? ""].filter(Boolean).join(" "),
    "aria-invalid": s.errors.length ? true : undefined,
    "aria-describedby": describedBy(f, s),
    "aria-required": f.required ? true : undefined,
    required: f.required || undefined,
    disabled: s.disabled || undefined,
    readOnly: f.disable_input || undefined,
  } as const;
}
