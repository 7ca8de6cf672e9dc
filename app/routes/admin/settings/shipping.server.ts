/**
 * The Versand screen's server side (issue 21, item 3): who may open it (shop managers too: the
 * zones are the shop's daily business, not bank or legal data), the zones as the screen shows
 * them, and a refused write turned into the screen's answer.
 */
import { data, type RouterContextProvider } from "react-router";
import { type Lang, translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-shipping.ts";
import { getSettings } from "#modules/settings/index.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { formatPrice } from "#modules/shared/money.ts";
import { getShippingConfig } from "#modules/shipping/store.ts";
import { ShippingWriteError } from "#modules/shipping/write.ts";
import type { ShippingMethod, ShippingZone } from "#modules/shipping/zones.ts";
import { type AdminRequest, requireOwner } from "../admin.server.ts";

type Ctx = Pick<RouterContextProvider, "get">;

export function requireShippingEditor(context: Ctx, request: Request): Promise<AdminRequest> {
  return requireOwner(context, request);
}

/** "Pauschale 4,90 € · DHL", "Kostenloser Versand ab 39,00 €", "Abholung (aus)". */
export function methodSummary(m: ShippingMethod, lang: Lang, shopCarrier: string): string {
  const kind = translate(lang, `admin.shipping.method.${m.kind}`);
  const price =
    m.kind === "flat_rate"
      ? formatPrice(m.costCents, lang)
      : m.kind === "free_shipping"
        ? m.freeFromCents > 0
          ? translate(lang, "admin.shipping.free.from", { amount: formatPrice(m.freeFromCents, lang) })
          : translate(lang, "admin.shipping.free.always")
        : "";
  const carrier = m.kind === "local_pickup" ? "" : m.carrier || shopCarrier;
  const off = m.enabled ? "" : ` ${translate(lang, "admin.shipping.methodOff")}`;
  return [kind, price, carrier].filter(Boolean).join(" · ") + off;
}

export async function loadShippingScreen(context: Ctx, request: Request) {
  const { services, lang } = await requireShippingEditor(context, request);
  const [config, settings] = await Promise.all([getShippingConfig(services.db), getSettings(services.db)]);
  const shopCarrier = settings["shop.shippingProvider"];
  return {
    config,
    shopCarrier,
    lang,
    summarize: (z: ShippingZone) => z.methods.map((m) => methodSummary(m, lang, shopCarrier)),
  };
}

export type ShippingAnswer = {
  ok: boolean;
  message?: string;
  errors?: Record<string, string>;
  values?: Record<string, string | string[]>;
};

export function shippingAnswer(body: ShippingAnswer, status = 200) {
  return data(body, { status, headers: NO_STORE });
}

/** A refused write as the screen's answer; anything else is not ours to explain. */
export function refusedAnswer(err: unknown, values?: ShippingAnswer["values"]) {
  if (!(err instanceof ShippingWriteError)) throw err;
  const status =
    err.code === "conflict" || err.code === "refused" ? 409 : err.code === "not_found" ? 404 : 400;
  return shippingAnswer({ ok: false, message: err.message, values }, status);
}
