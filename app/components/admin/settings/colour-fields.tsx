/**
 * The theme's colours with their contrast shown live (issue 27 item 2): each colour as a hex
 * field and a colour picker, and each pair the storefront draws with its ratio and whether it
 * reaches WCAG AA (4.5:1) — the same check (modules/theme/contrast.ts) the server runs before
 * saving, where a pair below AA is refused.
 */
import { useState } from "react";
import type { MessageKey } from "#modules/i18n/index.ts";
import {
  AA_NORMAL_TEXT,
  type ColourKey,
  checkContrast,
  formatRatio,
  type ThemeColours,
} from "#modules/theme/contrast.ts";
import { useAdminLang, useAdminT } from "../use-admin-t.ts";

const COLOURS: readonly { key: ColourKey; label: MessageKey; help: MessageKey }[] = [
  { key: "theme.textColor", label: "admin.appearance.color.text", help: "admin.appearance.color.text.help" },
  {
    key: "theme.backgroundColor",
    label: "admin.appearance.color.background",
    help: "admin.appearance.color.background.help",
  },
  {
    key: "theme.accentColor",
    label: "admin.appearance.color.accent",
    help: "admin.appearance.color.accent.help",
  },
  {
    key: "theme.accentInkColor",
    label: "admin.appearance.color.accentInk",
    help: "admin.appearance.color.accentInk.help",
  },
];

const HEX = /^#[0-9a-fA-F]{6}$/;

export function ColourFields(props: {
  values: Record<string, unknown>;
  errors?: Partial<Record<string, string>>;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const [colours, setColours] = useState<ThemeColours>(
    () => Object.fromEntries(COLOURS.map((c) => [c.key, String(props.values[c.key] ?? "")])) as ThemeColours,
  );
  const set = (key: ColourKey, value: string) => setColours((c) => ({ ...c, [key]: value }));
  const results = checkContrast(colours, lang);
  return (
    <fieldset className="admin-card admin-settings__section admin-colours">
      <legend>{t("admin.appearance.section.colours")}</legend>
      <p className="admin-settings__section-help">{t("admin.appearance.colours.help")}</p>
      <div className="admin-colours__grid">
        {COLOURS.map((c) => {
          const id = `setting-${c.key.replace(/\./g, "-")}`;
          const error = props.errors?.[c.key];
          const value = colours[c.key];
          return (
            <div key={c.key} className="admin-field admin-colours__field">
              <label htmlFor={id}>{t(c.label)}</label>
              <div className="admin-colours__inputs">
                <input
                  type="color"
                  className="admin-colours__picker"
                  aria-label={t("admin.appearance.color.picker", { name: t(c.label) })}
                  value={HEX.test(value) ? value.toLowerCase() : "#000000"}
                  onChange={(e) => set(c.key, e.target.value)}
                />
                <input
                  id={id}
                  name={c.key}
                  className="admin-input admin-colours__hex"
                  value={value}
                  maxLength={7}
                  spellCheck={false}
                  autoComplete="off"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${id}-help${error ? ` ${id}-error` : ""}`}
                  onChange={(e) => set(c.key, e.target.value.trim())}
                />
              </div>
              <p id={`${id}-help`} className="admin-field__help">
                {t(c.help)}
              </p>
              {error ? (
                <p id={`${id}-error`} className="admin-field__error">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <ul className="admin-colours__pairs" aria-live="polite">
        {results.map((r) => (
          <li key={r.text} className={`admin-colours__pair ${r.ok ? "" : "admin-colours__pair--fail"}`}>
            {/* A swatch, not sample text: text below AA here would itself fail the check. */}
            <span
              className="admin-colours__sample"
              style={{ background: colours[r.background] }}
              aria-hidden="true"
            >
              <span style={{ background: colours[r.text] }} />
            </span>
            <span>
              {r.name}:{" "}
              {r.ratio === undefined
                ? t("admin.appearance.contrast.unknown")
                : t(r.ok ? "admin.appearance.contrast.ok" : "admin.appearance.contrast.fail", {
                    ratio: formatRatio(r.ratio, lang),
                    min: formatRatio(AA_NORMAL_TEXT, lang),
                  })}
            </span>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
