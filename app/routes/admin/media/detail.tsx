/**
 * `/admin/media/ID/`: one image. Its details (title, alt text, caption; version-checked), where it
 * is used, replacing its file (same address, new sizes), the trash and its restore, deletion for
 * good from the trash. Every write is a modules/media function (audited); removing an item in use
 * is refused with the places that use it.
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuditTrail } from "#app/components/admin/audit-trail.tsx";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminDateFormat, useAdminT } from "#app/components/admin/use-admin-t.ts";
import { auditForScreen, listAudit } from "#modules/audit/log.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { getMedia } from "#modules/media/library.ts";
import { MEDIA_TEXT_LIMITS, MEDIA_TRASH_DAYS } from "#modules/media/rules.ts";
import { mediaUrl, ORIGINAL_SIZE } from "#modules/media/storage.ts";
import { altTextMissing } from "#modules/media/usable.ts";
import { describeUsageCounts, mediaUsage } from "#modules/media/usage.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import "#modules/i18n/messages-admin-media.ts";
import "#app/styles/admin-media.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/detail";
import { mediaAction } from "./detail.server.ts";

function mediaIdParam(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw data(null, { status: 404, headers: NO_STORE });
  return Number(raw);
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services, lang } = await requireOwner(context, request);
  const id = mediaIdParam(params.id);
  const row = await getMedia(services.db, id, { withTrashed: true });
  if (!row) throw data(null, { status: 404, headers: NO_STORE });
  const uses = (await mediaUsage(services.db, [id])).get(id) ?? [];
  const kinds: MessageKey[] = uses.map((u) => `adminMedia.kind.${u.kind}` as MessageKey);
  return {
    item: {
      id: row.id,
      title: row.title,
      alt: row.alt,
      caption: row.caption,
      version: row.version,
      altMissing: altTextMissing(row),
      url: mediaUrl(row.file),
      preview: mediaUrl(row.sizes.medium?.file ?? row.file),
      // The version in the preview's address: a replaced file shows at once in this browser too.
      previewVersion: row.version,
      width: row.width,
      height: row.height,
      sizes: Object.entries(row.sizes)
        .filter(([name]) => name !== ORIGINAL_SIZE)
        .map(([name, s]) => ({ name, width: s.width, height: s.height, url: mediaUrl(s.file) })),
      trashedAt: row.trashedAt?.toISOString() ?? null,
    },
    usage: uses.length ? describeUsageCounts(lang, uses) : "",
    uses: uses.map((u, i) => ({ ...u, kindLabel: kinds[i]! })),
    audit: (await listAudit(services.db, { entity: "media", entityId: id, perPage: 20 })).rows.map(
      auditForScreen,
    ),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  const id = mediaIdParam(params.id);
  const result = await mediaAction(admin, id, await request.formData());
  if (result.intent === "delete" && result.ok) throw redirect(`${adminPaths.media}?filter=trash`);
  return result.status === 200 ? result : data(result, { status: result.status });
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
  { title: `${d?.item.title || "Bild"} · Medien · Verwaltung` },
];

function Notice({ result }: { result: Route.ComponentProps["actionData"] }) {
  const t = useAdminT();
  if (!result?.message) return null;
  if (result.ok) {
    return (
      <p className="admin-notice admin-notice--success" role="status">
        {t(result.message)}
      </p>
    );
  }
  return (
    <div className="admin-notice admin-notice--error" role="alert">
      <p>{t(result.message, result.params ?? {})}</p>
      {result.conflict?.length ? (
        <ul>
          {result.conflict.map((c) => (
            <li key={c.field}>{t("admin.conflict.field", c)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function DetailsForm({
  item,
  result,
}: {
  item: Route.ComponentProps["loaderData"]["item"];
  result: Route.ComponentProps["actionData"];
}) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  const mine = result?.intent === "save" ? result : undefined;
  const value = (field: "title" | "alt" | "caption") => mine?.values?.[field] ?? item[field];
  const error = (field: "title" | "alt" | "caption") => mine?.errors?.[field];
  const field = (name: "title" | "alt", label: MessageKey, help?: MessageKey) => (
    <div className="admin-field">
      <label htmlFor={`media-${name}`}>{t(label)}</label>
      <input
        id={`media-${name}`}
        name={name}
        className="admin-input"
        defaultValue={value(name)}
        maxLength={MEDIA_TEXT_LIMITS[name]}
        aria-invalid={error(name) ? true : undefined}
        aria-describedby={
          [help && `media-${name}-help`, error(name) && `media-${name}-error`].filter(Boolean).join(" ") ||
          undefined
        }
      />
      {help && (
        <p id={`media-${name}-help`} className="admin-field__help">
          {t(help)}
        </p>
      )}
      {error(name) && (
        <p id={`media-${name}-error`} className="admin-field__error">
          {t(error(name)!)}
        </p>
      )}
    </div>
  );
  return (
    <Form method="post" className="admin-card" key={`details-${item.version}`}>
      <h2>{t("adminMedia.details")}</h2>
      <input type="hidden" name="intent" value="save" />
      <input
        type="hidden"
        name="version"
        value={mine?.conflict ? (mine.currentVersion ?? item.version) : item.version}
      />
      {field("title", "adminMedia.field.title")}
      {field("alt", "adminMedia.field.alt", "adminMedia.field.alt.help")}
      <div className="admin-field">
        <label htmlFor="media-caption">{t("adminMedia.field.caption")}</label>
        <textarea
          id="media-caption"
          name="caption"
          rows={3}
          defaultValue={value("caption")}
          maxLength={MEDIA_TEXT_LIMITS.caption}
          aria-invalid={error("caption") ? true : undefined}
          aria-describedby={error("caption") ? "media-caption-error" : undefined}
        />
        {error("caption") && (
          <p id="media-caption-error" className="admin-field__error">
            {t(error("caption")!)}
          </p>
        )}
      </div>
      <button type="submit" className="admin-button" disabled={busy}>
        {t("adminMedia.save")}
      </button>
    </Form>
  );
}

function UsageCard({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const t = useAdminT();
  return (
    <section className="admin-card" aria-labelledby="media-usage-title">
      <h2 id="media-usage-title">{t("adminMedia.usage")}</h2>
      {loaderData.uses.length === 0 ? (
        <p>{t("adminMedia.usage.none")}</p>
      ) : (
        <>
          <p>{t("adminMedia.usedIn", { list: loaderData.usage })}</p>
          <ul className="admin-media-uses">
            {loaderData.uses.map((u) => (
              <li key={`${u.kind}-${u.id}`}>
                {t(u.kindLabel)}: {u.title}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function FileCard({ item }: { item: Route.ComponentProps["loaderData"]["item"] }) {
  const t = useAdminT();
  return (
    <section className="admin-card" aria-labelledby="media-file-title">
      <h2 id="media-file-title">{t("adminMedia.file")}</h2>
      <dl className="admin-media-facts">
        <dt>{t("adminMedia.file.size")}</dt>
        <dd>{t("adminMedia.file.dimensions", { width: item.width, height: item.height })}</dd>
        <dt>{t("adminMedia.file.url")}</dt>
        <dd>
          <a href={item.url}>{item.url}</a>
        </dd>
        <dt>{t("adminMedia.file.sizes")}</dt>
        <dd>{item.sizes.map((s) => `${s.name} ${s.width}×${s.height}`).join(", ")}</dd>
      </dl>
      <Form method="post" encType="multipart/form-data" className="admin-media-replace">
        <input type="hidden" name="intent" value="replace" />
        <input type="hidden" name="version" value={item.version} />
        <div className="admin-field">
          <label htmlFor="media-replace">{t("adminMedia.replace.input")}</label>
          <input
            id="media-replace"
            name="file"
            type="file"
            required
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            aria-describedby="media-replace-help"
          />
          <p id="media-replace-help" className="admin-field__help">
            {t("adminMedia.replace.help")}
          </p>
        </div>
        <button type="submit" className="admin-button admin-button--quiet">
          {t("adminMedia.replace.submit")}
        </button>
      </Form>
    </section>
  );
}

function RemoveCard({ item }: { item: Route.ComponentProps["loaderData"]["item"] }) {
  const t = useAdminT();
  const date = useAdminDateFormat("day");
  return (
    <section className="admin-card" aria-labelledby="media-remove-title">
      <h2 id="media-remove-title">{item.trashedAt ? t("adminMedia.filter.trash") : t("adminMedia.trash")}</h2>
      <p className="admin-field__help">
        {item.trashedAt
          ? t("adminMedia.trashedOn", { date: date.format(new Date(item.trashedAt)) })
          : t("adminMedia.trash.help", { days: MEDIA_TRASH_DAYS })}
      </p>
      <div className="admin-media-actions">
        {item.trashedAt ? (
          <>
            <Form method="post">
              <input type="hidden" name="intent" value="restore" />
              <button type="submit" className="admin-button">
                {t("adminMedia.restore")}
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="version" value={item.version} />
              <button type="submit" className="admin-button admin-button--danger">
                {t("adminMedia.delete")}
              </button>
            </Form>
          </>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="trash" />
            <input type="hidden" name="version" value={item.version} />
            <button type="submit" className="admin-button admin-button--danger">
              {t("adminMedia.trash")}
            </button>
          </Form>
        )}
      </div>
    </section>
  );
}

export default function MediaDetail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const { item } = loaderData;
  return (
    <div className="admin-page admin-media-detail">
      <p>
        <Link to={adminPaths.media}>← {t("adminMedia.back")}</Link>
      </p>
      <div className="admin-page__head">
        <h1>{item.title || t("adminMedia.title")}</h1>
        {item.altMissing && <span className="admin-badge admin-badge--warning">{t("adminMedia.noAlt")}</span>}
        {item.trashedAt && <span className="admin-badge">{t("adminMedia.filter.trash")}</span>}
      </div>
      <Notice result={actionData} />
      <div className="admin-media-detail__grid">
        <figure className="admin-media-preview">
          <img src={`${item.preview}?v=${item.previewVersion}`} alt={item.alt} />
        </figure>
        <div>
          <DetailsForm item={item} result={actionData} />
          <UsageCard loaderData={loaderData} />
          <FileCard item={item} />
          <RemoveCard item={item} />
        </div>
      </div>
      <AuditTrail entries={loaderData.audit} headingId="media-history" />
    </div>
  );
}
