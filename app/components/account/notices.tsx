import { useEffect, useRef } from "react";
import type { FormFailure } from "./types.ts";

/**
 * A form's errors as WooCommerce lists them (`ul.woocommerce-error[role=alert]`), each linked
 * to its field. When the list appears without a page load, focus moves to it.
 */
export function FormErrors({
  failure,
  idPrefix = "",
}: {
  failure: FormFailure | undefined;
  /** Where the form's inputs have ids other than their names (`reg_` + name). */
  idPrefix?: string;
}) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (failure?.errors.length) list.current?.focus();
  }, [failure]);
  if (!failure?.errors.length) return null;
  return (
    <ul className="woocommerce-error" role="alert" tabIndex={-1} ref={list}>
      {/* role=alert replaces the list role, so the items are plain text inside the alert. */}
      {failure.errors.map((e) => (
        <li key={`${e.field}|${e.message}`} role="none">
          {e.field ? <a href={`#${idPrefix}${e.field}`}>{e.message}</a> : e.message}
        </li>
      ))}
    </ul>
  );
}

export function SuccessNotice({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <div className="woocommerce-message" role="status">
      {text}
    </div>
  );
}
