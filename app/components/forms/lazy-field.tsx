/**
 * Field components that only some forms need (captchas, repeaters) as their own chunks: the
 * browser loads one when a form first renders such a field, so a form page's first-load JS (and
 * the embed's) carries them only for forms that use them (docs/benchmarks.md).
 *
 * The server renders them in place, as before: it starts every load when this module is imported
 * and renders from the loaded component synchronously (a thenable that resolves at once, so
 * React.lazy never suspends there); the HTML and the no-JS form are unchanged apart from
 * Suspense's comment markers. In the browser the field is a React.lazy inside its own Suspense
 * boundary: hydration keeps the server's markup until the chunk has arrived, then hydrates it.
 */
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { loadChunk } from "#app/lib/chunk-load.ts";

type Loaded<P> = { default: ComponentType<P> };

const pending: Promise<unknown>[] = [];
const onServer = typeof document === "undefined";

/**
 * A chunk that failed or timed out in the browser (app/lib/chunk-load.ts): a console warning and
 * an empty field instead of an error that would take the whole page down; the server still
 * validates what is sent (a captcha without its token fails closed).
 */
function missing(err: unknown): () => null {
  console.warn("Laden: a form field could not be loaded", err);
  return () => null;
}

export function lazyField<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactNode {
  let loaded: Loaded<P> | undefined;
  const start = () =>
    (onServer ? load() : loadChunk(load).catch(missing)).then((c) => {
      loaded = { default: c };
      return loaded;
    });
  // A failed preload is not fatal here: React.lazy tries again when a form needs the field.
  if (onServer) pending.push(start().catch(() => undefined));
  // Already loaded (server, or a second form in the browser): a thenable React reads synchronously.
  const Component = lazy<ComponentType<P>>(() =>
    loaded
      ? // biome-ignore lint/suspicious/noThenProperty: React.lazy resolves a thenable that calls back at once without suspending
        ({ then: (resolve: (m: Loaded<P>) => void) => resolve(loaded as Loaded<P>) } as Promise<Loaded<P>>)
      : start(),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: made once per field type at module level, never during a render
  return function LazyField(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}

/** Resolves when every lazy field has loaded on the server (for renders right after import). */
export function lazyFieldsReady(): Promise<void> {
  return Promise.all(pending).then(() => undefined);
}
