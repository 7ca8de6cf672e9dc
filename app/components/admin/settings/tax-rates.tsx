/**
 * The Steuern screen's rate tables: the German rates (read-only: the stored prices contain them)
 * and the delivery countries' rates as a form of their own (the owner's over the built-in table).
 */
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { VAT_RATE_BP } from "#modules/catalog/constants.ts";
import { countryName } from "#modules/checkout/iban.ts";
import { rateFieldName } from "#modules/tax/constants.ts";
import { useAdminLang, useAdminT } from "../use-admin-t.ts";
import "#modules/i18n/messages-admin-taxes.ts";

type Lang = ReturnType<typeof useAdminLang>;
const locale = (lang: Lang) => (lang === "de" ? "de-DE" : "en-GB");
const number = (bp: number, lang: Lang) => (bp / 100).toLocaleString(locale(lang));
const percent = (bp: number, lang: Lang) => `${number(bp, lang)} %`;

export type RatesAnswer = {
  intent: "rates";
  ok: boolean;
  changed?: number;
  errors?: Record<string, string>;
  values?: Record<string, string>;
};

export function GermanRates() {
  const t = useAdminT();
  const lang = useAdminLang();
  return (
    <section className="admin-card admin-settings__rates" aria-labelledby="tax-german-rates">
      <h2 id="tax-german-rates">{t("admin.tax.german.title")}</h2>
      <p className="admin-field__help">{t("admin.tax.german.intro")}</p>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t("admin.tax.class")}</th>
            <th scope="col" className="admin-num">
              {t("admin.tax.rate")}
            </th>
          </tr>
        </thead>
        <tbody>
          {(["standard", "reduced"] as const).map((taxClass) => (
            <tr key={taxClass}>
              <th scope="row">{t(`admin.tax.class.${taxClass}`)}</th>
              <td className="admin-num">{percent(VAT_RATE_BP[taxClass], lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

type Row = {
  country: string;
  standard: number;
  reduced: number;
  table: { standard: number; reduced: number } | null;
};

export function DeliveryCountryRates({
  rates,
  asOf,
  answer,
}: {
  rates: Row[];
  asOf: string;
  answer: RatesAnswer | undefined;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const busy = useNavigation().state === "submitting";
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) notice.current?.focus();
  }, [answer]);
  const date = new Date(`${asOf}T00:00:00Z`).toLocaleDateString(locale(lang), { timeZone: "UTC" });
  return (
    <section className="admin-card admin-settings__rates" aria-labelledby="tax-eu-rates">
      <h2 id="tax-eu-rates">{t("admin.tax.eu.title")}</h2>
      <p className="admin-field__help">{t("admin.tax.eu.intro", { date })}</p>
      {answer ? (
        <div
          ref={notice}
          tabIndex={-1}
          className={`admin-notice ${answer.ok ? "admin-notice--success" : "admin-notice--error"}`}
          role={answer.ok ? "status" : "alert"}
        >
          <p>{t(answer.ok ? "admin.tax.eu.saved" : "admin.tax.eu.invalid")}</p>
        </div>
      ) : null}
      {rates.length === 0 ? (
        <p>{t("admin.tax.eu.none")}</p>
      ) : (
        <Form method="post" noValidate>
          <input type="hidden" name="intent" value="rates" />
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("admin.tax.eu.country")}</th>
                <th scope="col">{t("admin.tax.eu.standard")}</th>
                <th scope="col">{t("admin.tax.eu.reduced")}</th>
              </tr>
            </thead>
            <tbody>
              {rates.map((r) => (
                <RateRow key={r.country} row={r} answer={answer} />
              ))}
            </tbody>
          </table>
          <div className="admin-settings__actions">
            <button type="submit" className="admin-button" disabled={busy}>
              {t("admin.tax.eu.save")}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}

function RateRow({ row, answer }: { row: Row; answer: RatesAnswer | undefined }) {
  const t = useAdminT();
  const lang = useAdminLang();
  const country = countryName(row.country, lang);
  return (
    <tr>
      <th scope="row">
        {`${country} (${row.country})`}
        {row.table ? (
          <span className="admin-settings__rate-table">
            {t("admin.tax.eu.table", {
              standard: percent(row.table.standard, lang),
              reduced: percent(row.table.reduced, lang),
            })}
          </span>
        ) : null}
      </th>
      {(["standard", "reduced"] as const).map((taxClass) => {
        const name = rateFieldName(row.country, taxClass);
        const error = answer?.errors?.[name];
        return (
          <td key={taxClass}>
            <span className="admin-settings__rate-input">
              <input
                name={name}
                className="admin-input"
                inputMode="decimal"
                autoComplete="off"
                size={4}
                aria-label={t("admin.tax.eu.input", { rate: t(`admin.tax.eu.${taxClass}`), country })}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${name}-error` : undefined}
                defaultValue={answer?.values?.[name] ?? number(row[taxClass], lang)}
              />{" "}
              %
            </span>
            {error ? (
              <p id={`${name}-error`} className="admin-field__error">
                {error}
              </p>
            ) : null}
          </td>
        );
      })}
    </tr>
  );
}
