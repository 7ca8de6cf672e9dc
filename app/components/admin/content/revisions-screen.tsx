/**
 * The revisions of a post or page (issue 25 item 1): the last 20, newest first, each a link that
 * shows it (`?rev=ID`: title, excerpt and the text as the storefront would show it), and a form
 * that restores the one shown (with the item's version: a change meanwhile is refused, 409).
 */
import { Form, Link } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import "#app/styles/admin-content.css";
import "#modules/i18n/messages-admin-content.ts";

export type RevisionsData = {
  kind: "post" | "page";
  id: number;
  version: number;
  title: string;
  revisions: {
    id: number;
    version: number;
    title: string;
    actorLabel: string;
    createdAt: string;
    length: number;
  }[];
  chosen: {
    id: number;
    version: number;
    title: string;
    content: string;
    excerpt: string;
    createdAt: string;
    actorLabel: string;
  } | null;
};

const when = (iso: string) =>
  new Intl.DateTimeFormat("de-DE", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Berlin",
  }).format(new Date(iso));

export function RevisionsScreen({
  data,
  result,
}: {
  data: RevisionsData;
  result: { outcome: "conflict" | "unknown" } | undefined;
}) {
  const t = useAdminT();
  const edit = data.kind === "post" ? adminPaths.post(data.id) : adminPaths.page(data.id);
  const base = adminPaths.entryRevisions(data.kind, data.id);
  return (
    <div className="admin-page admin-content-revisions">
      <p>
        <Link to={edit}>← {t("adminContent.revisions.back")}</Link>
      </p>
      <h1>{t("adminContent.revisions.title", { title: data.title })}</h1>
      <p className="admin-field__help">{t("adminContent.revisions.help")}</p>
      {result && (
        <p className="admin-notice admin-notice--error" role="alert">
          {t(
            result.outcome === "conflict"
              ? "adminContent.revisions.conflict"
              : "adminContent.revisions.unknown",
          )}
        </p>
      )}
      {data.revisions.length === 0 ? (
        <p>{t("adminContent.revisions.none")}</p>
      ) : (
        <div className="admin-content-revisions__columns">
          <nav aria-labelledby="revisions-list-title" className="admin-card">
            <h2 id="revisions-list-title">{t("adminContent.revisions.list")}</h2>
            <ol className="admin-content-revisions__list">
              {data.revisions.map((r) => (
                <li key={r.id}>
                  <Link
                    to={`${base}?rev=${r.id}`}
                    aria-current={data.chosen?.id === r.id ? "true" : undefined}
                    preventScrollReset
                  >
                    {t("adminContent.revisions.entry", {
                      version: r.version,
                      date: when(r.createdAt),
                      who: r.actorLabel || "–",
                    })}
                  </Link>
                  {r.version === data.version && <span> ({t("adminContent.revisions.current")})</span>}
                </li>
              ))}
            </ol>
          </nav>
          {data.chosen && (
            <section className="admin-card" aria-labelledby="revision-shown-title">
              <h2 id="revision-shown-title">
                {t("adminContent.revisions.shown", { date: when(data.chosen.createdAt) })}
              </h2>
              <p>
                <strong>{data.chosen.title}</strong>
              </p>
              {data.chosen.excerpt && <p className="admin-field__help">{data.chosen.excerpt}</p>}
              {/* Stored content is sanitised on every save (modules/content/rich-text.ts). */}
              <div
                className="admin-content-conflict__text admin-prose"
                dangerouslySetInnerHTML={{ __html: data.chosen.content }}
              />
              <Form method="post">
                <input type="hidden" name="revision" value={data.chosen.id} />
                <input type="hidden" name="version" value={data.version} />
                <button type="submit" className="admin-button">
                  {t("adminContent.revisions.restore")}
                </button>
              </Form>
            </section>
          )}
        </div>
      )}
    </div>
  );
}
