import { type InputHTMLAttributes, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useT } from "#app/hooks/use-t.ts";
import { EyeIcon } from "./eye-icons.tsx";
import "#modules/i18n/messages-account.ts";

/**
 * A password input with WooCommerce's show/hide toggle (glossary A6): `span.password-input`
 * around the input and a `button.show-password-input` whose label switches between "show" and
 * "hide"; the input type switches and focus (and the caret) stay in the input. The button
 * exists only once the page is interactive; its space is reserved from the start (the input's
 * right padding), so nothing moves when it appears.
 */
export function PasswordInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [interactive, setInteractive] = useState(false);
  const [visible, setVisible] = useState(false);
  useEffect(() => setInteractive(true), []);

  const toggle = () => {
    const el = input.current;
    if (!el) return;
    const { selectionStart, selectionEnd } = el;
    flushSync(() => setVisible((v) => !v));
    el.focus();
    if (selectionStart !== null && selectionEnd !== null) el.setSelectionRange(selectionStart, selectionEnd);
  };

  return (
    <span className="password-input">
      <input {...props} ref={input} type={visible ? "text" : "password"} />
      {interactive ? (
        <button
          type="button"
          className={visible ? "show-password-input display-password" : "show-password-input"}
          aria-label={visible ? t("account.hidePassword") : t("account.showPassword")}
          aria-controls={props.id}
          onClick={toggle}
        >
          <EyeIcon crossed={visible} />
        </button>
      ) : null}
    </span>
  );
}
