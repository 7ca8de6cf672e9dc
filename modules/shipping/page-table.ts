/**
 * The shipping costs table on a content page: `[laden_versandkosten]` in the page's HTML (alone in
 * a paragraph or inline) becomes a table of the zones' enabled methods and prices, rendered from
 * the same zones checkout uses, so the page never promises what checkout does not charge.
 */
import type { Db } from "#db/client.ts";
import { type Lang, LOCALE, translate } from "../i18n/index.ts";
import "../i18n/messages-admin-shipping.ts";
import { shippingMethodTitle } from "../orders/format.ts";
import type { Settings } from "../settings/definitions.ts";
import { getSettings } from "../settings/index.ts";
import { escapeHtml } from "../shared/html.ts";
import { formatPrice } from "../shared/money.ts";
import { getShippingConfig } from "./store.ts";
import { rateId, type ShippingConfig, type ShippingMethod } from "./zones.ts";

const SHORTCODE = /(?:<p>\s*)?\[laden_versandkosten\](?:\s*<\/p>)?/g;

export async function expandShippingTable(db: Db, html: string, lang: Lang): Promise<string> {
  if (!html.includes("[laden_versandkosten]")) return html;
  const [config, settings] = await Promise.all([getShippingConfig(db), getSettings(db)]);
  const table = shippingTableHtml(config, settings, lang);
  return html.replace(SHORTCODE, () => table);
}

function costText(m: ShippingMethod, lang: Lang): string {
  if (m.kind === "flat_rate") return formatPrice(m.costCents, lang);
  if (m.kind === "free_shipping" && m.freeFromCents > 0)
    return translate(lang, "shipping.table.freeFrom", { amount: formatPrice(m.freeFromCents, lang) });
  return translate(lang, "shipping.table.free");
}

export function shippingTableHtml(config: ShippingConfig, settings: Settings, lang: Lang): string {
  const names = new Intl.DisplayNames([LOCALE[lang]], { type: "region" });
  const rows = config.zones.flatMap((zone) => {
    const methods = zone.methods.filter((m) => m.enabled);
    const where = zone.countries.map((c) => names.of(c) ?? c).join(", ");
    const postcodes = zone.postcodes.length
      ? `<br><small>${escapeHtml(translate(lang, "shipping.table.postcodes", { postcodes: zone.postcodes.join(", ") }))}</small>`
      : "";
    return methods.map(
      (m, i) =>
        `<tr>${i === 0 ? `<th scope="rowgroup" rowspan="${methods.length}">${escapeHtml(where)}${postcodes}</th>` : ""}` +
        `<td>${escapeHtml(shippingMethodTitle(rateId(m), settings, lang, m.carrier))}</td>` +
        `<td>${escapeHtml(costText(m, lang))}</td></tr>`,
    );
  });
  const time = settings["shop.defaultDeliveryTime"];
  return [
    // The shop's table look (shop_table); the caption for screen readers, the page has its heading.
    '<table class="shop_table laden-shipping-table">',
    `<caption class="screen-reader-text">${escapeHtml(translate(lang, "shipping.table.caption"))}</caption>`,
    `<thead><tr><th scope="col">${escapeHtml(translate(lang, "shipping.table.zone"))}</th>`,
    `<th scope="col">${escapeHtml(translate(lang, "shipping.table.method"))}</th>`,
    `<th scope="col">${escapeHtml(translate(lang, "shipping.table.cost"))}</th></tr></thead>`,
    `<tbody>${rows.join("")}</tbody>`,
    "</table>",
    time ? `<p>${escapeHtml(translate(lang, "shipping.table.deliveryTime", { time }))}</p>` : "",
  ].join("\n");
}
