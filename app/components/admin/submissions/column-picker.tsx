/** Which fields the submissions table shows: a disclosure with a checkbox per field, saved per form and owner. */
import { Form } from "react-router";
import type { ColumnChoice } from "#modules/forms/inbox/labelled.ts";
import { useAdminT } from "../use-admin-t.ts";

export function ColumnPicker({ choices, shown }: { choices: ColumnChoice[]; shown: ColumnChoice[] }) {
  const t = useAdminT();
  if (choices.length === 0) return null;
  const on = new Set(shown.map((c) => c.id));
  return (
    <details className="admin-subs-columns">
      <summary>{t("adminSubs.columns.title")}</summary>
      <Form method="post" className="admin-subs-columns__form">
        <fieldset>
          <legend>{t("adminSubs.columns.help")}</legend>
          {choices.map((c) => (
            <label key={c.id} className="admin-subs-columns__choice">
              <input type="checkbox" name="columns" value={c.id} defaultChecked={on.has(c.id)} />
              {c.label}
            </label>
          ))}
        </fieldset>
        <button type="submit" name="intent" value="columns" className="admin-button">
          {t("adminSubs.columns.save")}
        </button>
      </Form>
    </details>
  );
}
