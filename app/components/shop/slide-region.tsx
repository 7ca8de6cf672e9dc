import { useEffect, useRef } from "react";
import { slideDown, slideUp } from "#app/lib/tween.ts";

/**
 * A block that slides up (and is then hidden) when `open` turns false and slides back down when
 * it turns true; rendered open or closed without animation at first. A jump for visitors who
 * prefer reduced motion.
 */
export function SlideRegion({
  open,
  durationMs,
  className,
  children,
}: {
  open: boolean;
  durationMs: number;
  className?: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (!mounted.current) {
      mounted.current = true;
      el.hidden = !open;
      return;
    }
    const slide = open ? slideDown(el, durationMs) : slideUp(el, durationMs);
    return () => slide.cancel();
  }, [open, durationMs]);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
