/**
 * Pieces of the posts and pages editor (issue 25 item 2): a labelled field with help and error,
 * the publishing card (status, date, password, sticky, language, translation, author), the
 * organisation card (featured image, categories and tags, or parent and order) and the conflict
 * view that shows the saved text beside the owner's unsaved one.
 */
import { type ReactNode, useId, useState } from "react";
import { MediaPickerDialog, type PickerItem } from "#app/components/admin/media/picker-dialog.tsx";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-content.ts";

export type Values = Record<string, string | string[] | boolean>;
export type Errors = Partial<Record<string, MessageKey>>;
export type Choices = {
  authors: { id: number; name: string }[];
  categories: { id: number; name: string }[];
  others: { id: number; title: string; lang: "de" | "en" }[];
  forms: { id: number; title: string }[];
};

const str = (v: Values[string] | undefined) => (typeof v === "string" ? v : "");

export function Field(props: {
  name: string;
  label: MessageKey;
  help?: MessageKey;
  errors: Errors;
  children: (a: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}) {
  const t = useAdminT();
  const id = `content-${props.name}`;
  const error = props.errors[props.name];
  const describedBy =
    [props.help ? `${id}-help` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{t(props.label)}</label>
      {props.children({ id, describedBy, invalid: Boolean(error) })}
      {props.help && (
        <span id={`${id}-help`} className="admin-field__help">
          {t(props.help)}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="admin-field__error">
          {t(error)}
        </span>
      )}
    </div>
  );
}

function Select(props: {
  name: string;
  label: MessageKey;
  values: Values;
  errors: Errors;
  options: { value: string; label: string }[];
  help?: MessageKey;
}) {
  return (
    <Field name={props.name} label={props.label} errors={props.errors} help={props.help}>
      {(a) => (
        <select
          id={a.id}
          name={props.name}
          className="admin-input"
          defaultValue={str(props.values[props.name])}
          aria-describedby={a.describedBy}
          aria-invalid={a.invalid || undefined}
        >
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function TextInput(props: {
  name: string;
  label: MessageKey;
  values: Values;
  errors: Errors;
  help?: MessageKey;
  type?: string;
  required?: boolean;
}) {
  return (
    <Field name={props.name} label={props.label} errors={props.errors} help={props.help}>
      {(a) => (
        <input
          id={a.id}
          name={props.name}
          type={props.type ?? "text"}
          className="admin-input"
          defaultValue={str(props.values[props.name])}
          aria-describedby={a.describedBy}
          aria-invalid={a.invalid || undefined}
          aria-required={props.required || undefined}
        />
      )}
    </Field>
  );
}

const STATUSES = ["draft", "publish", "future", "private", "password"] as const;

export function PublishCard(props: {
  kind: "post" | "page";
  values: Values;
  errors: Errors;
  choices: Choices;
}) {
  const t = useAdminT();
  const { values, errors } = props;
  return (
    <fieldset className="admin-card admin-content-editor__card">
      <legend>{t("adminContent.card.publish")}</legend>
      <Select
        name="status"
        label="adminContent.field.status"
        values={values}
        errors={errors}
        options={STATUSES.map((s) => ({ value: s, label: t(`adminContent.status.${s}` as MessageKey) }))}
      />
      <TextInput
        name="publish_at"
        type="datetime-local"
        label="adminContent.field.publishAt"
        help="adminContent.field.publishAt.help"
        values={values}
        errors={errors}
      />
      <TextInput
        name="password"
        label="adminContent.field.password"
        help="adminContent.field.password.help"
        values={values}
        errors={errors}
      />
      {props.kind === "post" && (
        <div className="admin-field admin-content-editor__check">
          <input
            id="content-sticky"
            type="checkbox"
            name="sticky"
            value="1"
            defaultChecked={values.sticky === true}
          />
          <label htmlFor="content-sticky">{t("adminContent.field.sticky")}</label>
        </div>
      )}
      <Select
        name="lang"
        label="adminContent.field.lang"
        values={values}
        errors={errors}
        options={[
          { value: "de", label: t("adminContent.field.lang.de") },
          { value: "en", label: t("adminContent.field.lang.en") },
        ]}
      />
      <Select
        name="translation_id"
        label="adminContent.field.translation"
        values={values}
        errors={errors}
        options={[
          { value: "", label: t("adminContent.field.translation.none") },
          ...props.choices.others.map((o) => ({
            value: String(o.id),
            label: `${o.title} (${o.lang.toUpperCase()})`,
          })),
        ]}
      />
      <Select
        name="author_id"
        label="adminContent.field.author"
        values={values}
        errors={errors}
        options={[
          { value: "", label: t("adminContent.field.author.none") },
          ...props.choices.authors.map((a) => ({ value: String(a.id), label: a.name })),
        ]}
      />
    </fieldset>
  );
}

/** A library image for a field (`featured_media_id`, `social_media_id`): choose, change, remove. */
export function ImageChoice(props: {
  name: "featured_media_id" | "social_media_id";
  label: MessageKey;
  help?: MessageKey;
  values: Values;
  errors: Errors;
  picture: PickerItem | null;
}) {
  const t = useAdminT();
  const [picked, setPicked] = useState<Pick<PickerItem, "id" | "title" | "thumb"> | null>(() => {
    const id = str(props.values[props.name]);
    if (!id) return null;
    return props.picture && String(props.picture.id) === id
      ? props.picture
      : { id: Number(id), title: `#${id}`, thumb: "" };
  });
  const [picking, setPicking] = useState(false);
  const titleId = useId();
  const helpId = useId();
  const error = props.errors[props.name];
  return (
    <fieldset
      className="admin-field admin-content-editor__categories"
      aria-labelledby={titleId}
      aria-describedby={props.help ? helpId : undefined}
    >
      <legend id={titleId} className="admin-content-editor__label">
        {t(props.label)}
      </legend>
      <input type="hidden" name={props.name} value={picked ? String(picked.id) : ""} />
      {picked && (
        <figure className="admin-content-editor__featured">
          {picked.thumb && <img src={picked.thumb} alt="" width={150} height={150} />}
          <figcaption>{picked.title}</figcaption>
        </figure>
      )}
      <div className="admin-content-editor__actions">
        <button type="button" className="admin-button admin-button--quiet" onClick={() => setPicking(true)}>
          {t("adminContent.field.featured.choose")}
        </button>
        {picked && (
          <button type="button" className="admin-button admin-button--quiet" onClick={() => setPicked(null)}>
            {t("adminContent.field.featured.remove")}
          </button>
        )}
      </div>
      {props.help && (
        <span id={helpId} className="admin-field__help">
          {t(props.help)}
        </span>
      )}
      {error && <span className="admin-field__error">{t(error)}</span>}
      {picking && (
        <MediaPickerDialog
          onChoose={(item) => {
            setPicked(item);
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </fieldset>
  );
}

export function OrganiseCard(props: {
  kind: "post" | "page";
  values: Values;
  errors: Errors;
  choices: Choices;
  picture: PickerItem | null;
}) {
  const t = useAdminT();
  const { values, errors } = props;
  const chosen = new Set(Array.isArray(values.categories) ? values.categories : []);
  return (
    <fieldset className="admin-card admin-content-editor__card">
      <legend>{t("adminContent.card.meta")}</legend>
      <ImageChoice
        name="featured_media_id"
        label="adminContent.field.featured"
        values={values}
        errors={errors}
        picture={props.picture}
      />
      {props.kind === "post" ? (
        <>
          <fieldset className="admin-content-editor__categories">
            <legend>{t("adminContent.field.categories")}</legend>
            {props.choices.categories.map((c) => (
              <div key={c.id} className="admin-content-editor__check">
                <input
                  id={`content-cat-${c.id}`}
                  type="checkbox"
                  name="categories"
                  value={c.id}
                  defaultChecked={chosen.has(String(c.id))}
                />
                <label htmlFor={`content-cat-${c.id}`}>{c.name}</label>
              </div>
            ))}
            {errors.categories && <span className="admin-field__error">{t(errors.categories)}</span>}
          </fieldset>
          <TextInput
            name="tags"
            label="adminContent.field.tags"
            help="adminContent.field.tags.help"
            values={values}
            errors={errors}
          />
        </>
      ) : (
        <>
          <Select
            name="parent_id"
            label="adminContent.field.parent"
            values={values}
            errors={errors}
            options={[
              { value: "", label: t("adminContent.field.parent.none") },
              ...props.choices.others.map((o) => ({ value: String(o.id), label: o.title })),
            ]}
          />
          <TextInput
            name="menu_order"
            type="number"
            label="adminContent.field.menuOrder"
            values={values}
            errors={errors}
          />
        </>
      )}
    </fieldset>
  );
}

/** Both texts after a version conflict: the saved one (read-only) beside the owner's, still in the form. */
export function ConflictView(props: { saved: { title: string; content: string }; yours: Values }) {
  const t = useAdminT();
  return (
    <section className="admin-notice admin-notice--warning admin-content-conflict" role="alert">
      <p>{t("adminContent.conflict")}</p>
      <div className="admin-content-conflict__columns">
        <div>
          <h2>{t("adminContent.conflict.saved")}</h2>
          <p>
            <strong>{props.saved.title}</strong>
          </p>
          {/* Stored content is sanitised on every save (modules/content/rich-text.ts). */}
          <div
            className="admin-content-conflict__text"
            dangerouslySetInnerHTML={{ __html: props.saved.content }}
          />
        </div>
        <div>
          <h2>{t("adminContent.conflict.yours")}</h2>
          <p>
            <strong>{str(props.yours.title)}</strong>
          </p>
          <pre className="admin-content-conflict__text">{str(props.yours.content)}</pre>
        </div>
      </div>
    </section>
  );
}
