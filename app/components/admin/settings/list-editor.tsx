/**
 * An ordered list of records edited in place (the slider's slides, the social links): add,
 * remove, and move up or down with buttons, so the order changes by keyboard alone. Focus stays
 * on the button that moved its row; each change is announced in a polite live region. Every row's
 * inputs post `key.property` once per row, in order (fields.ts "list").
 */
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useAdminT } from "../use-admin-t.ts";

type Row<T> = { id: number; value: T };

export function ListEditor<T>(props: {
  legend: string;
  help?: string;
  error?: string;
  errorId: string;
  initial: readonly T[];
  blank: T;
  max: number;
  /** The row's accessible name, e.g. "Folie 2". */
  rowLabel: (index: number) => string;
  addLabel: string;
  renderRow: (value: T, index: number, idPrefix: string) => ReactNode;
  /** Called after every add, remove or move (the preview refreshes). */
  onChange?: () => void;
}) {
  const t = useAdminT();
  const next = useRef(props.initial.length);
  const [rows, setRows] = useState<Row<T>[]>(() => props.initial.map((value, id) => ({ id, value })));
  const [said, setSaid] = useState("");
  const focus = useRef<{ id: number; what: string } | null>(null);
  const root = useRef<HTMLFieldSetElement>(null);
  const onChange = props.onChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of the rows.
  useEffect(() => {
    const f = focus.current;
    if (!f) return;
    focus.current = null;
    const el = root.current?.querySelector<HTMLElement>(
      f.id < 0 ? "[data-list-add]" : `[data-row="${f.id}"] ${f.what}`,
    );
    el?.focus();
    onChange?.();
  }, [rows, onChange]);

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= rows.length) return;
    const copy = [...rows];
    const [row] = copy.splice(index, 1);
    if (!row) return;
    copy.splice(to, 0, row);
    focus.current = { id: row.id, what: by < 0 ? "[data-move-up]" : "[data-move-down]" };
    setRows(copy);
    setSaid(
      t("admin.appearance.list.moved", { item: props.rowLabel(index), position: to + 1, total: rows.length }),
    );
  };
  const remove = (index: number) => {
    const after = rows[index + 1] ?? rows[index - 1];
    focus.current = after ? { id: after.id, what: "[data-remove]" } : { id: -1, what: "" };
    setRows(rows.filter((_, i) => i !== index));
    setSaid(t("admin.appearance.list.removed", { item: props.rowLabel(index) }));
  };
  const add = () => {
    const id = next.current++;
    focus.current = { id, what: "input, select" };
    setRows([...rows, { id, value: props.blank }]);
    setSaid(t("admin.appearance.list.added", { item: props.rowLabel(rows.length) }));
  };

  return (
    <fieldset
      ref={root}
      className="admin-card admin-settings__section admin-list-editor"
      aria-describedby={props.error ? props.errorId : undefined}
    >
      <legend>{props.legend}</legend>
      {props.help ? <p className="admin-settings__section-help">{props.help}</p> : null}
      {props.error ? (
        <p id={props.errorId} className="admin-field__error">
          {props.error}
        </p>
      ) : null}
      <ol className="admin-list-editor__rows">
        {rows.map((row, i) => (
          <li key={row.id} data-row={row.id} className="admin-list-editor__row">
            <fieldset className="admin-list-editor__item">
              <legend>{props.rowLabel(i)}</legend>
              {props.renderRow(row.value, i, `${props.errorId}-${row.id}`)}
              <div className="admin-list-editor__actions">
                <button
                  type="button"
                  className="admin-button admin-button--quiet"
                  data-move-up=""
                  aria-disabled={i === 0 ? true : undefined}
                  aria-label={t("admin.appearance.list.up", { item: props.rowLabel(i) })}
                  onClick={() => move(i, -1)}
                >
                  {t("admin.appearance.list.upShort")}
                </button>
                <button
                  type="button"
                  className="admin-button admin-button--quiet"
                  data-move-down=""
                  aria-disabled={i === rows.length - 1 ? true : undefined}
                  aria-label={t("admin.appearance.list.down", { item: props.rowLabel(i) })}
                  onClick={() => move(i, 1)}
                >
                  {t("admin.appearance.list.downShort")}
                </button>
                <button
                  type="button"
                  className="admin-button admin-button--quiet admin-button--danger"
                  data-remove=""
                  aria-label={t("admin.appearance.list.remove", { item: props.rowLabel(i) })}
                  onClick={() => remove(i)}
                >
                  {t("admin.appearance.list.removeShort")}
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      {rows.length < props.max ? (
        <button type="button" className="admin-button admin-button--quiet" data-list-add="" onClick={add}>
          {props.addLabel}
        </button>
      ) : null}
      <p className="admin-visually-hidden" aria-live="polite">
        {said}
      </p>
    </fieldset>
  );
}
