/**
 * The embed's lazyField (vite.embed.config.ts puts it in place of
 * app/components/forms/lazy-field.tsx): the embed renders in the browser only, with nothing to
 * hydrate, so a field's chunk is loaded from an effect and the field appears when it has arrived.
 * No Suspense/lazy: preact/compat's Suspense would cost the embed ~0.8 kB gzip.
 */
import { type ComponentType, type ReactNode, useEffect, useState } from "react";

export function lazyField<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactNode {
  let loaded: ComponentType<P> | undefined;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per field type at module level, never during a render
  return function LazyField(props: P) {
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (Component) return;
      load().then(
        (c) => {
          loaded = c;
          setComponent(() => c);
        },
        (err: unknown) => console.warn("Laden: a form field could not be loaded", err),
      );
    }, [Component]);
    return Component ? <Component {...props} /> : null;
  };
}
