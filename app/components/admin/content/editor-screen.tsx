/**
 * The posts and pages editor (issue 25 item 2): title, slug, the rich-text content (headings,
 * lists, quotes, links, images from the media library with their alt text), excerpt and meta
 * description in the main column; publishing and organisation cards beside. One form saved by
 * app/routes/admin/posts/content.server.ts; a refused save keeps what the owner typed, a
 * conflict shows the saved text beside it. Works without JavaScript (the content is then a
 * textarea, cleaned on the server the same way).
 */
import { useRef } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import type { PickerItem } from "#app/components/admin/media/picker-dialog.tsx";
import { adminPaths } from "#app/components/admin/paths.ts";
import { RichTextField } from "#app/components/admin/rich-text/rich-text-field.tsx";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import "#app/styles/admin-content.css";
import { AutosaveOffer, AutosaveStatus, RevisionsCard, useAutosave } from "./autosave.tsx";
import {
  type Choices,
  ConflictView,
  type Errors,
  Field,
  ImageChoice,
  OrganiseCard,
  PublishCard,
  TextInput,
  type Values,
} from "./editor-parts.tsx";

export type EditorData = {
  kind: "post" | "page";
  id: number | null;
  version: number;
  trashed: boolean;
  path: string | null;
  form: Values;
  picture: PickerItem | null;
  social: PickerItem | null;
  choices: Choices;
  revisions: { id: number }[];
  autosave: { savedAt: string; restored: boolean } | null;
};

export type EditorResult =
  | { outcome: "saved"; cleaned: boolean }
  | { outcome: "trashed" | "restored" }
  | { outcome: "invalid"; errors: Errors; values: Values }
  | { outcome: "conflict"; values: Values; saved: { title: string; content: string; version: number } };

function Notices({ result }: { result: EditorResult | undefined }) {
  const t = useAdminT();
  const [params] = useSearchParams();
  const cleaned =
    (result?.outcome === "saved" && result.cleaned) || (!result && params.get("cleaned") === "1");
  return (
    <>
      {!result && params.get("revision") === "restored" && (
        <p className="admin-notice admin-notice--success" role="status">
          {t("adminContent.revisions.restored")}
        </p>
      )}
      {!result && params.get("created") === "1" && (
        <p className="admin-notice admin-notice--success" role="status">
          {t("adminContent.created")}
        </p>
      )}
      {result?.outcome === "saved" && (
        <p className="admin-notice admin-notice--success" role="status">
          {t("adminContent.saved")}
        </p>
      )}
      {cleaned && (
        <p className="admin-notice admin-notice--warning" role="status">
          {t("adminContent.cleaned")}
        </p>
      )}
      {(result?.outcome === "trashed" || result?.outcome === "restored") && (
        <p className="admin-notice admin-notice--success" role="status">
          {t(result.outcome === "trashed" ? "adminContent.trashed" : "adminContent.restored")}
        </p>
      )}
      {result?.outcome === "invalid" && (
        <p className="admin-notice admin-notice--error" role="alert">
          {t("adminContent.errors")}
        </p>
      )}
    </>
  );
}

const CONTENT_FEATURES = {
  galleries: true,
  embeds: true,
  forms: true,
  tables: true,
  more: true,
  linkSearch: true,
};

function MainFields({ values, errors, data }: { values: Values; errors: Errors; data: EditorData }) {
  const t = useAdminT();
  const content = errors.content;
  return (
    <div className="admin-card admin-content-editor__main">
      <TextInput name="title" label="adminContent.field.title" values={values} errors={errors} required />
      <TextInput
        name="slug"
        label="adminContent.field.slug"
        help="adminContent.field.slug.help"
        values={values}
        errors={errors}
      />
      <RichTextField
        name="content"
        label={t("adminContent.field.content")}
        defaultValue={typeof values.content === "string" ? values.content : ""}
        error={content ? t(content) : undefined}
        features={CONTENT_FEATURES}
        forms={data.choices.forms}
      />
      <Field
        name="excerpt"
        label="adminContent.field.excerpt"
        help="adminContent.field.excerpt.help"
        errors={errors}
      >
        {(a) => (
          <textarea
            id={a.id}
            name="excerpt"
            rows={3}
            className="admin-input"
            defaultValue={typeof values.excerpt === "string" ? values.excerpt : ""}
            aria-describedby={a.describedBy}
            aria-invalid={a.invalid || undefined}
          />
        )}
      </Field>
      <Field
        name="meta_description"
        label="adminContent.field.meta"
        help="adminContent.field.meta.help"
        errors={errors}
      >
        {(a) => (
          <textarea
            id={a.id}
            name="meta_description"
            rows={2}
            className="admin-input"
            defaultValue={typeof values.meta_description === "string" ? values.meta_description : ""}
            aria-describedby={a.describedBy}
            aria-invalid={a.invalid || undefined}
          />
        )}
      </Field>
      <ImageChoice
        name="social_media_id"
        label="adminContent.field.social"
        help="adminContent.field.social.help"
        values={values}
        errors={errors}
        picture={data.social}
      />
    </div>
  );
}

export function ContentEditor({ data, result }: { data: EditorData; result: EditorResult | undefined }) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const autosave = useAutosave(formRef, data.kind, data.id);
  const post = data.kind === "post";
  const kept = result?.outcome === "invalid" || result?.outcome === "conflict" ? result.values : undefined;
  const values = kept ?? data.form;
  const errors = result?.outcome === "invalid" ? result.errors : {};
  const version = result?.outcome === "conflict" ? result.saved.version : data.version;
  const heading =
    data.id === null
      ? post
        ? "adminContent.newPost"
        : "adminContent.newPage"
      : post
        ? "adminContent.editPost"
        : "adminContent.editPage";
  return (
    <div className="admin-page admin-content-editor">
      <p>
        <Link to={post ? adminPaths.posts : adminPaths.pages}>← {t("adminContent.back")}</Link>
      </p>
      <div className="admin-page__head">
        <h1>{t(heading)}</h1>
        {data.id !== null && (
          <a
            className="admin-button admin-button--quiet"
            href={post ? adminPaths.postPreview(data.id) : adminPaths.pagePreview(data.id)}
            target="_blank"
            rel="noreferrer"
          >
            {t("adminContent.preview")}
          </a>
        )}
        {data.path && values.status === "publish" && (
          <a className="admin-button admin-button--quiet" href={data.path}>
            {t("adminContent.view")}
          </a>
        )}
      </div>
      <Notices result={result} />
      {!result && <AutosaveOffer kind={data.kind} id={data.id} autosave={data.autosave} />}
      {result?.outcome === "conflict" && <ConflictView saved={result.saved} yours={result.values} />}
      {data.trashed && result?.outcome !== "restored" ? (
        <Form method="post" className="admin-card">
          <p>{t("adminContent.inTrash")}</p>
          <button type="submit" name="intent" value="restore" className="admin-button">
            {t("adminContent.restore")}
          </button>
        </Form>
      ) : (
        <Form
          ref={formRef}
          method="post"
          className="admin-content-editor__form"
          key={JSON.stringify(values) + version}
          noValidate
        >
          <input type="hidden" name="version" value={version} />
          {data.id !== null && <input type="hidden" name="id" value={data.id} />}
          <MainFields values={values} errors={errors} data={data} />
          <div className="admin-content-editor__side">
            <PublishCard kind={data.kind} values={values} errors={errors} choices={data.choices} />
            <OrganiseCard
              kind={data.kind}
              values={values}
              errors={errors}
              choices={data.choices}
              picture={data.picture}
            />
            <RevisionsCard kind={data.kind} id={data.id} count={data.revisions.length} />
            <AutosaveStatus status={autosave} />
            <div className="admin-content-editor__actions">
              <button type="submit" className="admin-button" disabled={busy}>
                {t(data.id === null ? "adminContent.create" : "adminContent.save")}
              </button>
              {data.id !== null && (
                <button
                  type="submit"
                  name="intent"
                  value="trash"
                  className="admin-button admin-button--danger"
                  formNoValidate
                >
                  {t("adminContent.trash")}
                </button>
              )}
            </div>
          </div>
        </Form>
      )}
    </div>
  );
}
