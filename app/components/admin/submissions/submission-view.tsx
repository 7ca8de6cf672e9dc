/**
 * One submission: every value under the label its form version had, the calculations, and the
 * uploaded files as downloads through the owner-only route.
 */
import type { LabelledValue } from "#modules/forms/inbox/labelled.ts";
import type { SubmissionFile } from "#modules/forms/uploads/store.ts";
import { adminPaths } from "../paths.ts";
import { useAdminLang, useAdminT } from "../use-admin-t.ts";

function fileSize(bytes: number, lang: string): string {
  const nf = new Intl.NumberFormat(lang === "en" ? "en-GB" : "de-DE", { maximumFractionDigits: 1 });
  return bytes >= 1024 * 1024
    ? `${nf.format(bytes / 1024 / 1024)} MB`
    : bytes >= 1024
      ? `${nf.format(bytes / 1024)} KB`
      : `${bytes} B`;
}

export function SubmissionValues({ values }: { values: LabelledValue[] }) {
  const t = useAdminT();
  return (
    <section className="admin-card" aria-labelledby="sub-values">
      <h2 id="sub-values">{t("adminSubs.detail.values")}</h2>
      <dl className="admin-subs-values">
        {values.map((v) => (
          <div key={v.id} className="admin-subs-values__row">
            <dt>{v.label}</dt>
            <dd>
              {v.text === "" ? (
                <span className="admin-subs-empty">{t("adminSubs.detail.empty")}</span>
              ) : (
                v.text
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function SubmissionCalculations({ calculations }: { calculations: Record<string, string> }) {
  const t = useAdminT();
  const entries = Object.entries(calculations);
  if (entries.length === 0) return null;
  return (
    <section className="admin-card" aria-labelledby="sub-calcs">
      <h2 id="sub-calcs">{t("adminSubs.detail.calculations")}</h2>
      <dl className="admin-subs-values">
        {entries.map(([name, value]) => (
          <div key={name} className="admin-subs-values__row">
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function SubmissionFiles({
  formId,
  submissionId,
  files,
}: {
  formId: number;
  submissionId: number;
  files: SubmissionFile[];
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  if (files.length === 0) return null;
  return (
    <section className="admin-card" aria-labelledby="sub-files">
      <h2 id="sub-files">{t("adminSubs.detail.files")}</h2>
      <ul className="admin-subs-files">
        {files.map((f) => (
          <li key={f.id}>
            <a href={adminPaths.formSubmissionFile(formId, submissionId, f.id)} download>
              {t("adminSubs.detail.download", { name: f.name, size: fileSize(f.size, lang) })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
