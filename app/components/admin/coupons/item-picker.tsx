/**
 * A picker of products or categories for a coupon's restrictions: checkboxes in a scrolling box,
 * the chosen ones first, with a search field that narrows the list once the page runs (without
 * JavaScript every choice is listed and the form posts the ticked ones all the same).
 */
import { useEffect, useState } from "react";
import type { PickerChoice } from "#modules/coupons/coupon-screen.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { useAdminT } from "../use-admin-t.ts";

export function ItemPicker(props: {
  name: string;
  label: string;
  help: string;
  choices: PickerChoice[];
  selected: readonly number[];
  error?: MessageKey | undefined;
}) {
  const t = useAdminT();
  const { name, choices } = props;
  const [chosen, setChosen] = useState(() => new Set(props.selected));
  const [filter, setFilter] = useState("");
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  // The chosen ones first, in the order the page was loaded with (no jumping while ticking).
  const [order] = useState(() => [
    ...choices.filter((c) => props.selected.includes(c.id)),
    ...choices.filter((c) => !props.selected.includes(c.id)),
  ]);
  const needle = filter.trim().toLocaleLowerCase("de");
  const shown = order.filter(
    (c) => !needle || chosen.has(c.id) || c.label.toLocaleLowerCase("de").includes(needle),
  );
  const id = `coupon-${name}`;
  const describedBy = `${id}-help${props.error ? ` ${id}-error` : ""}`;
  const toggle = (choice: number, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(choice);
      else next.delete(choice);
      return next;
    });
  return (
    <fieldset className="admin-coupons__picker" aria-describedby={describedBy}>
      <legend>{props.label}</legend>
      <p id={`${id}-help`} className="admin-field__help">
        {props.help}
      </p>
      {props.error ? (
        <p id={`${id}-error`} className="admin-field__error">
          {t(props.error)}
        </p>
      ) : null}
      {live && choices.length > 8 ? (
        <input
          type="search"
          className="admin-input admin-coupons__picker-search"
          aria-label={t("adminCoupons.picker.filter", { label: props.label })}
          placeholder={t("adminCoupons.picker.filter", { label: props.label })}
          aria-controls={`${id}-list`}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          maxLength={100}
        />
      ) : null}
      <p className="admin-coupons__picker-count" aria-live="polite">
        {t("adminCoupons.picker.selected", { count: chosen.size })}
      </p>
      {choices.length === 0 ? (
        <p className="admin-field__help">{t("adminCoupons.picker.empty")}</p>
      ) : (
        <ul id={`${id}-list`} className="admin-coupons__picker-list">
          {order.map((c) => (
            <li
              key={c.id}
              hidden={!shown.includes(c)}
              style={c.depth ? { paddingLeft: `${c.depth * 1.25}rem` } : undefined}
            >
              <label>
                <input
                  type="checkbox"
                  name={name}
                  value={c.id}
                  checked={chosen.has(c.id)}
                  onChange={(e) => toggle(c.id, e.currentTarget.checked)}
                />{" "}
                {c.label}
              </label>
            </li>
          ))}
          {shown.length === 0 ? <li>{t("adminCoupons.picker.none")}</li> : null}
        </ul>
      )}
    </fieldset>
  );
}
