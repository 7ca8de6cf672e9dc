/**
 * `/admin/forms/:id/embed/`: the snippet a partner site pastes to show this form
 * (`/embed/forms.js`, app/embed/) and the partner sites allowed to embed forms
 * (`forms.embedOrigins`, checked by server/http/embed-cors.ts), edited here one per line,
 * validated per line (modules/forms/embed-origins.ts) and saved with an audit entry.
 */
import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import { MAX_EMBED_ORIGINS, readEmbedOrigins, saveEmbedOrigins } from "#modules/forms/embed-origins.ts";
import { getSettings } from "#modules/settings/index.ts";
import "#modules/i18n/messages-admin-forms-screens.ts";
import "#app/styles/admin-forms.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/embed";
import { formId, loadBuilder } from "./builder.server.ts";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  const form = await loadBuilder(services.db, formId(params.id));
  const settings = await getSettings(services.db);
  return {
    id: form.id,
    title: form.draft.title || form.key,
    live: form.status === "publish",
    origin: services.config.PUBLIC_URL
      ? new URL(services.config.PUBLIC_URL).origin
      : new URL(request.url).origin,
    origins: settings["forms.embedOrigins"],
    maxOrigins: MAX_EMBED_ORIGINS,
  };
}

type EmbedAnswer =
  | { saved: true }
  | { text: string; invalid: { line: number; value: string }[]; tooMany: boolean };

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  await loadBuilder(admin.services.db, formId(params.id));
  const text = String((await request.formData()).get("origins") ?? "").slice(0, 20_000);
  const read = readEmbedOrigins(text);
  if (!read.ok) return data<EmbedAnswer>({ text, invalid: read.invalid, tooMany: read.tooMany }, 400);
  await saveEmbedOrigins(admin.services.db, read.origins, admin.actor);
  return data<EmbedAnswer>({ saved: true });
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Einbetten: ${loaderData?.title ?? "Formular"} · Formulare · Verwaltung` },
  { name: "robots", content: "noindex" },
];

function Snippet({ origin, id }: { origin: string; id: number }) {
  const t = useAdminT();
  const [lang, setLang] = useState<"de" | "en">("de");
  const [copied, setCopied] = useState(false);
  const snippet = `<script src="${origin}/embed/forms.js" data-form="${id}"${lang === "en" ? ' data-lang="en"' : ""}></script>`;
  return (
    <section className="admin-card" aria-labelledby="embed-snippet-h">
      <h2 id="embed-snippet-h">{t("adminFormsX.snippet")}</h2>
      <div className="admin-field">
        <label htmlFor="embed-lang">{t("adminFormsX.snippetLang")}</label>
        <select id="embed-lang" value={lang} onChange={(e) => setLang(e.target.value === "en" ? "en" : "de")}>
          <option value="de">Deutsch</option>
          <option value="en">English</option>
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="embed-snippet">{t("adminFormsX.snippet")}</label>
        <textarea
          id="embed-snippet"
          className="admin-forms-snippet"
          readOnly
          rows={3}
          value={snippet}
          onFocus={(e) => e.currentTarget.select()}
        />
      </div>
      <button
        type="button"
        className="admin-button admin-button--quiet"
        onClick={() => {
          navigator.clipboard?.writeText(snippet).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {t("adminFormsX.snippetCopy")}
      </button>
      <p role="status" className="admin-field__help">
        {copied ? t("adminFormsX.snippetCopied") : ""}
      </p>
    </section>
  );
}

export default function FormEmbed({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const busy = useNavigation().state !== "idle";
  const answer = actionData as EmbedAnswer | undefined;
  const failed = answer && "invalid" in answer ? answer : undefined;
  return (
    <div className="admin-page admin-forms">
      <p className="admin-forms__back">
        <Link to={adminPaths.form(loaderData.id)}>← {loaderData.title}</Link>
      </p>
      <div className="admin-page__head">
        <h1>{t("adminFormsX.embedTitle", { title: loaderData.title })}</h1>
      </div>
      <p>{t("adminFormsX.embedIntro")}</p>
      {loaderData.live ? null : <p className="admin-notice">{t("adminFormsX.embedNotLive")}</p>}
      <Snippet origin={loaderData.origin} id={loaderData.id} />
      <Form method="post" className="admin-card" aria-labelledby="embed-origins-h">
        <h2 id="embed-origins-h">{t("adminFormsX.origins")}</h2>
        {answer && "saved" in answer ? (
          <p className="admin-notice admin-notice--success" role="status">
            {t("adminFormsX.originsSaved")}
          </p>
        ) : null}
        <div className="admin-field">
          <label htmlFor="embed-origins">{t("adminFormsX.origins")}</label>
          <textarea
            id="embed-origins"
            name="origins"
            rows={5}
            key={failed ? "failed" : loaderData.origins.join("\n")}
            defaultValue={failed ? failed.text : loaderData.origins.join("\n")}
            aria-invalid={failed ? true : undefined}
            aria-describedby={failed ? "embed-origins-help embed-origins-error" : "embed-origins-help"}
          />
          <p id="embed-origins-help" className="admin-field__help">
            {t("adminFormsX.originsHelp")}
          </p>
          {failed ? (
            <div id="embed-origins-error" className="admin-field__error" role="alert">
              {failed.invalid.map((i) => (
                <p key={i.line}>{t("adminFormsX.originsInvalid", { line: i.line, value: i.value })}</p>
              ))}
              {failed.tooMany ? (
                <p>{t("adminFormsX.originsTooMany", { max: loaderData.maxOrigins })}</p>
              ) : null}
            </div>
          ) : null}
        </div>
        <button type="submit" className="admin-button" disabled={busy}>
          {t("adminFormsX.originsSave")}
        </button>
      </Form>
    </div>
  );
}
