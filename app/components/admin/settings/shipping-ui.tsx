/** Pieces the Versand screens share (issue 21): the zone URLs and the answer's notice. */
import { useEffect, useRef } from "react";
import { adminPaths } from "../paths.ts";

export const shippingPaths = {
  list: adminPaths.settingsGroup("shipping"),
  zone: (id: number | "new") => `${adminPaths.settingsGroup("shipping")}${id}/`,
} as const;

/** The last action's result; it takes focus so a screen reader hears it. */
export function ShippingNotice({ answer }: { answer: { ok: boolean; message?: string } | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer?.message) ref.current?.focus();
  }, [answer]);
  if (!answer?.message) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`admin-notice ${answer.ok ? "admin-notice--success" : "admin-notice--error"}`}
      role={answer.ok ? "status" : "alert"}
    >
      <p>{answer.message}</p>
    </div>
  );
}
