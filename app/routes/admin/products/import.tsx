/**
 * `/admin/products/import/`: a WooCommerce product CSV in three steps. Upload → the dry run's
 * preview (per row: created, updated with the fields that change, skipped and why; nothing
 * written) → "Importieren" queues the background job, whose progress the page polls, and the
 * kept result (counts, per-row problems). `?id=N` shows one import; the last ones are listed.
 * Thin: modules/catalog/csv-import/import-job.ts does the work.
 */
import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation, useRevalidator } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminDateFormat, useAdminT } from "#app/components/admin/use-admin-t.ts";
import {
  getProductImport,
  type ImportFileProblem,
  listProductImports,
  previewUpload,
  startProductImport,
} from "#modules/catalog/csv-import/import-job.ts";
import { MAX_IMPORT_BYTES } from "#modules/catalog/csv-import/limits.ts";
import "#modules/i18n/messages-admin-product-import.ts";
import "#app/styles/admin-products.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/import";

const idOf = (raw: string | null) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  const id = idOf(new URL(request.url).searchParams.get("id"));
  const [selected, recent] = await Promise.all([
    id === undefined ? undefined : getProductImport(services.db, id),
    listProductImports(services.db),
  ]);
  return data(
    {
      selected: selected
        ? {
            ...selected,
            createdAt: selected.createdAt.toISOString(),
            finishedAt: selected.finishedAt?.toISOString() ?? null,
          }
        : null,
      recent: recent.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    },
    { headers: adminHeaders() },
  );
}

type ActionData = { problem: ImportFileProblem } | { notStarted: true };

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  const form = await request.formData();
  const page = (id: number) => redirect(`${adminPaths.productsImport}?id=${id}`, 303);
  if (form.get("intent") === "run") {
    const id = idOf(String(form.get("id") ?? ""));
    if (id === undefined) return data<ActionData>({ notStarted: true }, 400);
    // A second click finds it queued already: the same page, nothing queued twice.
    await startProductImport(admin.services.db, id, admin.actor);
    return page(id);
  }
  const file = form.get("file");
  const upload =
    file instanceof File
      ? { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }
      : { fileName: "", bytes: new Uint8Array() };
  const outcome = await previewUpload(admin.services.db, upload, admin.actor);
  if ("problem" in outcome) return data<ActionData>({ problem: outcome.problem }, 400);
  return page(outcome.id);
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Produkte importieren · Verwaltung" },
  { name: "robots", content: "noindex" },
];

type LoaderData = Route.ComponentProps["loaderData"];
type T = ReturnType<typeof useAdminT>;

/** The changed fields in the owner's words ("Preis, Bestand"), the technical name where none is known. */
function fieldList(t: T, fields: readonly string[]): string {
  return fields
    .map((f) => {
      const key = `adminImport.field.${f}` as Parameters<T>[0];
      const label = t(key);
      return label === key ? f : label;
    })
    .join(", ");
}
type Selected = NonNullable<LoaderData["selected"]>;

export default function ProductImport({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const format = useAdminDateFormat("minute");
  const date = (iso: string) => format.format(new Date(iso));
  const { selected, recent } = loaderData;
  const busy = useNavigation().state !== "idle";
  const problem = actionData && "problem" in actionData ? actionData.problem : undefined;
  return (
    <div className="admin-page admin-product-import">
      <div className="admin-page__head">
        <h1>{t("adminImport.title")}</h1>
        <Link to={adminPaths.products} className="admin-button admin-button--quiet">
          {t("adminImport.back")}
        </Link>
      </div>
      <Form
        method="post"
        encType="multipart/form-data"
        className="admin-card"
        aria-labelledby="import-upload-h"
      >
        <h2 id="import-upload-h">{t("adminImport.upload")}</h2>
        <div className="admin-field">
          <label htmlFor="import-file">{t("adminImport.file")}</label>
          <input
            id="import-file"
            className="admin-input"
            type="file"
            name="file"
            accept=".csv,text/csv"
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "import-file-help import-file-error" : "import-file-help"}
          />
          <p id="import-file-help" className="admin-field__help">
            {t("adminImport.file.help", { mb: MAX_IMPORT_BYTES / 1024 / 1024 })}
          </p>
          {problem && (
            <div id="import-file-error" className="admin-field__error" role="alert" data-code={problem.code}>
              <p>{problem.message}</p>
              {problem.errors?.length ? (
                <ul>
                  {problem.errors.map((e) => (
                    <li key={`${e.row}-${e.message}`}>
                      {t("adminImport.row", { row: e.row })}: {e.message}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          )}
        </div>
        <input type="hidden" name="intent" value="preview" />
        <button type="submit" className="admin-button" disabled={busy}>
          {t("adminImport.check")}
        </button>
      </Form>
      {selected && <ImportPanel item={selected} date={date} busy={busy} />}
      {recent.length > 0 && (
        <section className="admin-card" aria-labelledby="import-recent-h">
          <h2 id="import-recent-h">{t("adminImport.recent")}</h2>
          <ul className="admin-product-import__recent">
            {recent.map((r) => (
              <li key={r.id}>
                <Link to={`${adminPaths.productsImport}?id=${r.id}`}>{r.fileName}</Link>{" "}
                <span>
                  {date(r.createdAt)} · {t(`adminImport.status.${r.status}`)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** Polls the loader while the job runs (the result replaces the progress when it is done). */
function usePolling(active: boolean) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!active || state !== "idle") return;
    const timer = setTimeout(() => void revalidate(), 1000);
    return () => clearTimeout(timer);
  }, [active, state, revalidate]);
}

function ImportPanel({ item, date, busy }: { item: Selected; date: (iso: string) => string; busy: boolean }) {
  const t = useAdminT();
  const running = item.status === "queued" || item.status === "running";
  usePolling(running);
  return (
    <section className="admin-card" aria-labelledby="import-item-h">
      <h2 id="import-item-h">
        {item.fileName} · {t(`adminImport.status.${item.status}`)}
      </h2>
      <p className="admin-field__help">{date(item.createdAt)}</p>
      {item.status === "previewed" && (
        <>
          <PreviewTable preview={item.preview} />
          <Form method="post">
            <input type="hidden" name="intent" value="run" />
            <input type="hidden" name="id" value={item.id} />
            <button type="submit" className="admin-button" disabled={busy}>
              {t("adminImport.run")}
            </button>
          </Form>
        </>
      )}
      {running && (
        <div className="admin-product-import__progress">
          <label htmlFor="import-progress">{t("adminImport.progress")}</label>
          <progress
            id="import-progress"
            max={Math.max(1, item.progressTotal)}
            value={item.status === "queued" ? undefined : item.progressDone}
          />
          <p aria-live="polite">
            {t("adminImport.progress.count", { done: item.progressDone, total: item.progressTotal })}
          </p>
        </div>
      )}
      {item.status === "done" && item.result && <ResultView result={item.result} />}
      {item.status === "failed" && (
        <p className="admin-notice admin-notice--error" role="alert">
          {t("adminImport.failed")} {item.error}
        </p>
      )}
    </section>
  );
}

type Preview = Selected["preview"];
type Result = NonNullable<Selected["result"]>;

function Counts({ items }: { items: [label: Parameters<T>[0], n: number][] }) {
  const t = useAdminT();
  return (
    <ul className="admin-product-import__counts">
      {items.map(([label, n]) => (
        <li key={label}>
          <strong>{n}</strong> {t(label)}
        </li>
      ))}
    </ul>
  );
}

function PreviewTable({ preview }: { preview: Preview }) {
  const t = useAdminT();
  const lines = [
    ...preview.created.map((c) => ({
      row: c.row,
      ref: c.sku || c.id,
      name: c.name,
      what: t("adminImport.action.create"),
      detail: c.variations ? t("adminImport.variations", { n: c.variations }) : "",
    })),
    ...preview.updated.map((u) => ({
      row: u.row,
      ref: u.sku || u.id,
      name: u.name,
      what: t("adminImport.action.update"),
      detail: fieldList(t, u.fields),
    })),
    ...preview.skipped.map((s) => ({
      row: s.row,
      ref: s.sku || s.id,
      name: "",
      what: t("adminImport.action.skip"),
      detail: s.reason,
    })),
  ].sort((a, b) => a.row - b.row);
  return (
    <>
      <Counts
        items={[
          ["adminImport.count.create", preview.created.length],
          ["adminImport.count.update", preview.updated.length],
          ["adminImport.count.unchanged", preview.unchanged.products],
          ["adminImport.count.skip", preview.skipped.length],
        ]}
      />
      {lines.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="admin-visually-hidden">{t("adminImport.preview")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("adminImport.col.row")}</th>
                <th scope="col">{t("adminImport.col.ref")}</th>
                <th scope="col">{t("adminImport.col.name")}</th>
                <th scope="col">{t("adminImport.col.action")}</th>
                <th scope="col">{t("adminImport.col.detail")}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((l) => (
                <tr key={`${l.row}-${l.what}`}>
                  <td>{l.row}</td>
                  <td>{l.ref}</td>
                  <td>{l.name}</td>
                  <td>{l.what}</td>
                  <td>{l.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Problems warnings={preview.warnings} />
    </>
  );
}

function Problems({ skipped = [], warnings }: { skipped?: Result["skipped"]; warnings: Result["warnings"] }) {
  const t = useAdminT();
  if (skipped.length + warnings.length === 0) return null;
  return (
    <div className="admin-product-import__problems">
      <h3>{t("adminImport.problems")}</h3>
      <ul>
        {skipped.map((s) => (
          <li key={`s-${s.row}-${s.reason}`}>
            {t("adminImport.row", { row: s.row })}: {s.reason}
          </li>
        ))}
        {warnings.map((w) => (
          <li key={`w-${w.row}-${w.message}`}>
            {w.row === null ? t("adminImport.file.note") : t("adminImport.row", { row: w.row })}: {w.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ResultView({ result }: { result: Result }) {
  const t = useAdminT();
  return (
    <div role="status">
      <p className="admin-notice admin-notice--success">{t("adminImport.done")}</p>
      <Counts
        items={[
          ["adminImport.count.created", result.created.products],
          ["adminImport.count.updated", result.updated.length],
          ["adminImport.count.unchanged", result.unchanged.products],
          ["adminImport.count.skipped", result.skipped.length],
        ]}
      />
      {result.updated.length > 0 && (
        <ul>
          {result.updated.map((u) => (
            <li key={u.productId}>
              <Link to={adminPaths.product(u.productId)}>{u.name}</Link>: {fieldList(t, u.fields)}
            </li>
          ))}
        </ul>
      )}
      <Problems skipped={result.skipped} warnings={result.warnings} />
    </div>
  );
}
