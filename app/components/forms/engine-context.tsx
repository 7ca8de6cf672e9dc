/**
 * The engine in React: one FormEngine per rendered form (created on the server for SSR and again
 * in the browser), and a per-field subscription so a keystroke re-renders only the fields whose
 * state changed (the edited field and its dependents).
 */
import { createContext, useContext, useMemo, useSyncExternalStore } from "react";
import type { FieldState, FormEngine } from "#modules/forms/engine/engine.ts";
import type { FieldDef } from "#modules/forms/engine/types.ts";

export const EngineContext = createContext<FormEngine | null>(null);

export function useEngine(): FormEngine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error("useEngine outside a form");
  return engine;
}

export function useFieldState(id: number): FieldState {
  const engine = useEngine();
  return useSyncExternalStore(
    (cb) => engine.subscribe(id, cb),
    () => engine.field(id),
    () => engine.field(id),
  );
}

/**
 * The field as its conditions make it now (a required rule): the same object while nothing
 * changes, so a field re-renders only when its required flag flips.
 */
export function useRuledField(f: FieldDef): FieldDef {
  const engine = useEngine();
  const get = () => engine.field(f.id).required;
  const required = useSyncExternalStore((cb) => engine.subscribe(f.id, cb), get, get);
  return useMemo(
    () => (required === undefined || required === !!f.required ? f : { ...f, required }),
    [f, required],
  );
}

/** Counts renders per field id (the benchmark's render-count test reads it). */
type CountingWindow = { __nfCountRenders?: boolean; __nfRenderCounts?: Map<number, number> };
export const renderCounts: Map<number, number> | null =
  typeof window !== "undefined" && (window as unknown as CountingWindow).__nfCountRenders ? new Map() : null;
if (renderCounts) (window as unknown as CountingWindow).__nfRenderCounts = renderCounts;

export function countRender(id: number): void {
  if (renderCounts) renderCounts.set(id, (renderCounts.get(id) ?? 0) + 1);
}
