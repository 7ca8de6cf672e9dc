/** A labelled input or select with its German error, wired for screen readers (aria-describedby). */
import type { ReactNode } from "react";
import type { MessageKey } from "#modules/i18n/index.ts";
import { useAdminT } from "../use-admin-t.ts";

export function Field({
  id,
  label,
  error,
  help,
  children,
}: {
  id: string;
  label: string;
  error?: MessageKey | undefined;
  help?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const t = useAdminT();
  const describedBy =
    [error ? `${id}-error` : "", help ? `${id}-help` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {children(describedBy)}
      {help ? (
        <p className="admin-field__help" id={`${id}-help`}>
          {help}
        </p>
      ) : null}
      {error ? (
        <p className="admin-field__error" id={`${id}-error`}>
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
