/**
 * The GDPR export as a readable, self-contained HTML page (to print or to send to the customer):
 * the same data as the JSON, in sections and tables. Every value is escaped.
 */
import { type Lang, LOCALE, translate } from "../i18n/index.ts";
import "../i18n/messages-admin.ts";
import "../i18n/messages-admin-customers.ts";
import "../i18n/messages-orders.ts";
import type { MessageKey } from "../i18n/index.ts";
import { formatPrice } from "../shared/money.ts";
import { SHOP_TIME_ZONE } from "../shared/shop-time.ts";
import type { CustomerExport } from "./export.ts";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (v: unknown) => String(v ?? "").replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function list(pairs: [string, unknown][]): string {
  const rows = pairs
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(
      ([k, v]) =>
        `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(typeof v === "object" ? JSON.stringify(v) : v)}</dd>`,
    );
  return rows.length ? `<dl>${rows.join("")}</dl>` : "<p>–</p>";
}

function table(head: string[], rows: unknown[][]): string {
  if (rows.length === 0) return "<p>–</p>";
  const th = head.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join("");
  const tr = rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join("")}</tr>`).join("");
  return `<table><thead><tr>${th}</tr></thead><tbody>${tr}</tbody></table>`;
}

export function customerExportHtml(data: CustomerExport, lang: Lang): string {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(lang, key, params);
  const locale = LOCALE[lang];
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(locale, {
          dateStyle: "medium",
          timeStyle: "short",
          timeZone: SHOP_TIME_ZONE,
        }).format(new Date(iso))
      : "";
  const money = (cents: number) => formatPrice(cents, lang);
  const address = (a: Record<string, string> | null | undefined) =>
    a
      ? [
          `${a.firstName ?? ""} ${a.lastName ?? ""}`.trim(),
          a.company,
          a.address1,
          `${a.postcode ?? ""} ${a.city ?? ""}`.trim(),
          a.country,
          a.phone,
        ]
          .filter(Boolean)
          .join(", ")
      : "";
  const a = data.account;
  const orders = data.orders
    .map(
      (o) => `<section>
<h3>${escapeHtml(t("adminCust.order"))} #${o.id}${o.placedWithAccount ? "" : ` (${escapeHtml(t("adminCust.export.guest"))})`}</h3>
${list([
  [t("adminCust.order.date"), when(o.createdAt)],
  [t("adminCust.order.status"), t(`order.status.${o.status}` as MessageKey)],
  [t("adminCust.account.email"), o.email],
  [t("adminCust.address.billing"), address(o.billing)],
  [t("adminCust.address.shipping"), address(o.shipping)],
  [
    t("adminCust.export.payment"),
    `${o.paymentMethod}${o.sepa ? ` · ${o.sepa.holder} · IBAN …${o.sepa.ibanLast4 ?? ""} · ${o.sepa.mandateReference ?? ""}` : ""}`,
  ],
  [t("adminCust.order.total"), money(o.totalCents)],
  [
    t("adminCust.export.attribution"),
    Object.entries(o.attribution)
      .map(([k, v]) => `${k}: ${v}`)
      .join("; "),
  ],
  ["Kundennotiz / note", o.customerNote],
  ["Widerruf / withdrawal", when(o.withdrawnAt)],
])}
${table(
  [t("adminCust.order.items"), "SKU", "×", t("adminCust.order.total")],
  o.items.map((i) => [
    [i.name, ...Object.values(i.attributes)].filter(Boolean).join(" – "),
    i.sku ?? "",
    i.quantity,
    money(i.totalCents),
  ]),
)}
${
  o.notes.length
    ? `<h4>${escapeHtml(t("adminCust.export.notes"))}</h4>${table(
        [t("adminCust.order.date"), ""],
        o.notes.map((n) => [when(n.at), n.note]),
      )}`
    : ""
}
</section>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(t("adminCust.export.title", { id: a.id }))}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;color:#1d2327;max-width:60rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.5rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #dcdcde}
h3{font-size:1rem;margin-top:1.5rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}
dt{color:#50575e}dd{margin:0}table{border-collapse:collapse;width:100%;margin:.5rem 0}
th,td{border-bottom:1px solid #dcdcde;padding:.3rem .5rem;text-align:left;vertical-align:top}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(t("adminCust.export.title", { id: a.id }))}</h1>
<p>${escapeHtml(t("adminCust.export.generated", { date: when(data.generatedAt) }))}</p>
<h2>${escapeHtml(t("adminCust.account"))}</h2>
${list([
  [t("adminCust.account.email"), a.email],
  [t("adminCust.account.displayName"), a.displayName],
  [t("adminCust.account.registered"), when(a.registeredAt)],
  [t("adminCust.account.role"), a.role],
])}
<p>${escapeHtml(t("adminCust.export.sessions", { count: data.sessions.open }))}</p>
<h2>${escapeHtml(t("adminCust.address.billing"))} / ${escapeHtml(t("adminCust.address.shipping"))}</h2>
${list(Object.entries(data.addresses).map(([kind, addr]) => [kind, address(addr)]))}
<h2>${escapeHtml(t("adminCust.orders"))} (${data.orders.length})</h2>
${orders || "<p>–</p>"}
<h2>${escapeHtml(t("adminCust.export.cart"))}</h2>
${table(
  [t("adminCust.order.items"), "×"],
  data.cart.map((c) => [c.name, c.quantity]),
)}
<h2>${escapeHtml(t("adminCust.export.submissions"))} (${data.formSubmissions.length})</h2>
${
  data.formSubmissions
    .map(
      (s) =>
        `<h3>${escapeHtml(s.form)} · ${escapeHtml(when(s.createdAt))}</h3>${list(s.values.map((v) => [v.label, v.text]))}`,
    )
    .join("\n") || "<p>–</p>"
}
<h2>${escapeHtml(t("adminCust.export.appPasswords"))}</h2>
${table(
  ["Name", t("adminCust.order.date")],
  data.applicationPasswords.map((p) => [p.name, when(p.createdAt)]),
)}
<h2>${escapeHtml(t("adminCust.export.audit"))}</h2>
${table(
  [t("admin.audit.when"), t("admin.audit.who"), t("admin.audit.action"), ""],
  data.auditEntries.map((e) => [when(e.at), e.actor, e.action, `${e.entity} ${e.entityId}`]),
)}
</main>
</body>
</html>
`;
}
