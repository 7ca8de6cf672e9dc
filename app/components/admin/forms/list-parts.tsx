/** Pieces of the forms list: the template picker and a form's row actions (work without JavaScript). */
import { Form, Link } from "react-router";
import { FORM_TEMPLATES } from "#modules/forms/builder/template-names.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { adminPaths } from "../paths.ts";
import { useAdminT } from "../use-admin-t.ts";

export function TemplatePicker({ busy, error }: { busy: boolean; error?: MessageKey }) {
  const t = useAdminT();
  return (
    <Form method="post" className="admin-card admin-forms-create" noValidate>
      <input type="hidden" name="intent" value="template" />
      <div className="admin-field">
        <label htmlFor="new-form-template">{t("adminFormsX.template.legend")}</label>
        <select
          id="new-form-template"
          name="template"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "new-form-template-error" : undefined}
        >
          {FORM_TEMPLATES.map((tpl) => (
            <option key={tpl} value={tpl}>
              {t(`adminFormsX.template.${tpl}`)}
            </option>
          ))}
        </select>
        {error ? (
          <p id="new-form-template-error" className="admin-field__error">
            {t(error)}
          </p>
        ) : null}
      </div>
      <button type="submit" className="admin-button admin-button--quiet" disabled={busy}>
        {t("adminFormsX.template.submit")}
      </button>
    </Form>
  );
}

/** Copy, export, embed, trash: one form's row. */
export function FormRowActions({ id, title, busy }: { id: number; title: string; busy: boolean }) {
  const t = useAdminT();
  return (
    <div className="admin-forms-row-actions">
      <Form method="post">
        <input type="hidden" name="id" value={id} />
        <button
          type="submit"
          name="intent"
          value="duplicate"
          className="admin-link-button"
          disabled={busy}
          aria-label={t("adminFormsX.duplicateOf", { title })}
        >
          {t("adminFormsX.duplicate")}
        </button>
      </Form>
      <a href={adminPaths.formExport(id)} download aria-label={t("adminFormsX.exportOf", { title })}>
        {t("adminFormsX.export")}
      </a>
      <Link to={adminPaths.formEmbed(id)} aria-label={t("adminFormsX.embedOf", { title })}>
        {t("adminFormsX.embed")}
      </Link>
      <Form method="post">
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="title" value={title} />
        <button
          type="submit"
          name="intent"
          value="trash"
          className="admin-link-button admin-forms-row-actions__trash"
          disabled={busy}
          aria-label={t("adminFormsX.trashOf", { title })}
        >
          {t("adminFormsX.trash")}
        </button>
      </Form>
    </div>
  );
}
