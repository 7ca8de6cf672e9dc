/**
 * `/admin/products/attributes/`: the global attributes (WooCommerce's `pa_*`, e.g. Größe, Mahlgrad)
 * and their terms: create, rename, delete an attribute; add, move up/down and delete a term
 * (issue 23 item 3). Deleting is refused while a variation uses it (German message). Each intent
 * calls one modules/catalog/attributes.ts function (audited).
 */
import { data, Form, Link, useNavigation } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import {
  addTerm,
  createAttribute,
  deleteAttribute,
  deleteTerm,
  listAttributes,
  moveTerm,
  renameAttribute,
} from "#modules/catalog/attributes.ts";
import { CatalogInputError } from "#modules/catalog/variation-rules.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-variations.ts";
import "#app/styles/admin-products.css";
import "#app/styles/admin-variations.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/attributes";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  return { attributes: await listAttributes(services.db) };
}

type ActionData = { outcome: "done" } | { outcome: "invalid"; error: MessageKey; attributeId: number | null };

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  const db = admin.services.db;
  const opts = { actor: admin.actor, requestId: admin.state.requestId };
  const form = await request.formData();
  const str = (name: string) => String(form.get(name) ?? "").trim();
  const attributeId = /^\d{1,9}$/.test(str("attribute")) ? Number(str("attribute")) : null;
  const termId = Number(str("term"));
  const intent = str("intent");
  try {
    let found: unknown = true;
    if (intent === "create") await createAttribute(db, { name: str("name") }, opts);
    else if (attributeId === null) return data(null, { status: 400 });
    else if (intent === "rename") found = await renameAttribute(db, attributeId, { name: str("name") }, opts);
    else if (intent === "delete") found = await deleteAttribute(db, attributeId, opts);
    else if (intent === "add-term") found = await addTerm(db, attributeId, { name: str("term_name") }, opts);
    else if (intent === "term-up" || intent === "term-down")
      found = await moveTerm(db, attributeId, termId, intent === "term-up" ? -1 : 1, opts);
    else if (intent === "delete-term") found = await deleteTerm(db, attributeId, termId, opts);
    else return data(null, { status: 400 });
    if (!found)
      return data<ActionData>({ outcome: "invalid", error: "adminAttributes.notFound", attributeId }, 404);
    return data<ActionData>({ outcome: "done" });
  } catch (err) {
    if (err instanceof CatalogInputError)
      return data<ActionData>(
        {
          outcome: "invalid",
          error: Object.values(err.errors)[0]!,
          attributeId: intent === "create" ? null : attributeId,
        },
        400,
      );
    throw err;
  }
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Eigenschaften · Produkte · Verwaltung" },
  { name: "robots", content: "noindex" },
];

export default function Attributes({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  const result = actionData as ActionData | undefined;
  const errorFor = (id: number | null) =>
    result?.outcome === "invalid" && result.attributeId === id ? result.error : undefined;
  const newError = errorFor(null);
  return (
    <div className="admin-page admin-attributes" aria-busy={busy || undefined}>
      <p className="admin-products__back">
        <Link to={adminPaths.products}>← {t("adminAttributes.back")}</Link>
      </p>
      <div className="admin-page__head">
        <h1>{t("adminAttributes.title")}</h1>
      </div>
      <p className="admin-field__help">{t("adminAttributes.help")}</p>
      {result?.outcome === "done" && (
        <p className="admin-notice admin-notice--success" role="status">
          {t("adminAttributes.done")}
        </p>
      )}
      {result?.outcome === "invalid" && (
        <p className="admin-notice admin-notice--error" role="alert">
          {t(result.error)}
        </p>
      )}
      <Form
        method="post"
        className="admin-card"
        aria-labelledby="attr-new-title"
        key={`new-${loaderData.attributes.length}`}
      >
        <h2 id="attr-new-title">{t("adminAttributes.new")}</h2>
        <div className="admin-field">
          <label htmlFor="attr-new">{t("adminAttributes.name")}</label>
          <input
            id="attr-new"
            name="name"
            className="admin-input"
            aria-invalid={newError ? true : undefined}
            aria-describedby={newError ? "attr-new-error" : undefined}
          />
          {newError && (
            <p className="admin-field__error" id="attr-new-error">
              {t(newError)}
            </p>
          )}
        </div>
        <button type="submit" name="intent" value="create" className="admin-button">
          {t("adminAttributes.create")}
        </button>
      </Form>
      {loaderData.attributes.length === 0 && <p>{t("adminAttributes.none")}</p>}
      {loaderData.attributes.map((a) => {
        const err = errorFor(a.id);
        return (
          <section key={a.id} className="admin-card" aria-labelledby={`attr-${a.id}-title`}>
            <h2 id={`attr-${a.id}-title`}>{a.name}</h2>
            <p className="admin-field__help">{t("adminAttributes.slug", { slug: a.slug })}</p>
            {err && (
              <p className="admin-field__error" id={`attr-${a.id}-error`}>
                {t(err)}
              </p>
            )}
            <Form method="post" className="admin-attributes__row">
              <input type="hidden" name="attribute" value={a.id} />
              <div className="admin-field">
                <label htmlFor={`attr-${a.id}-name`}>{t("adminAttributes.nameOf", { name: a.name })}</label>
                <input id={`attr-${a.id}-name`} name="name" className="admin-input" defaultValue={a.name} />
              </div>
              <button type="submit" name="intent" value="rename" className="admin-button">
                {t("adminAttributes.rename")}
              </button>{" "}
              <button type="submit" name="intent" value="delete" className="admin-button admin-button--quiet">
                {t("adminAttributes.delete")}
              </button>
            </Form>
            <h3>{t("adminAttributes.terms", { name: a.name })}</h3>
            {a.terms.length === 0 ? (
              <p>{t("adminAttributes.noTerms")}</p>
            ) : (
              <ol className="admin-attributes__terms">
                {a.terms.map((term, i) => (
                  <li key={term.id}>
                    <Form method="post">
                      <input type="hidden" name="attribute" value={a.id} />
                      <input type="hidden" name="term" value={term.id} />
                      <span className="admin-attributes__term">{term.name}</span>{" "}
                      <button
                        type="submit"
                        name="intent"
                        value="term-up"
                        className="admin-button admin-button--quiet"
                        disabled={i === 0}
                        aria-label={t("adminAttributes.term.up", { name: term.name })}
                      >
                        ↑
                      </button>{" "}
                      <button
                        type="submit"
                        name="intent"
                        value="term-down"
                        className="admin-button admin-button--quiet"
                        disabled={i === a.terms.length - 1}
                        aria-label={t("adminAttributes.term.down", { name: term.name })}
                      >
                        ↓
                      </button>{" "}
                      <button
                        type="submit"
                        name="intent"
                        value="delete-term"
                        className="admin-button admin-button--quiet"
                        aria-label={t("adminAttributes.term.delete", { name: term.name })}
                      >
                        ✕
                      </button>
                    </Form>
                  </li>
                ))}
              </ol>
            )}
            <Form method="post" className="admin-attributes__row" key={`terms-${a.terms.length}`}>
              <input type="hidden" name="attribute" value={a.id} />
              <div className="admin-field">
                <label htmlFor={`attr-${a.id}-term`}>{t("adminAttributes.term.new", { name: a.name })}</label>
                <input id={`attr-${a.id}-term`} name="term_name" className="admin-input" />
              </div>
              <button type="submit" name="intent" value="add-term" className="admin-button">
                {t("adminAttributes.term.add")}
              </button>
            </Form>
          </section>
        );
      })}
    </div>
  );
}
