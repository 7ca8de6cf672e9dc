/**
 * The Versand screen's server side (issue 21, item 3): who may open it (shop managers too: the
 * zones are the shop's daily business, not bank or legal data), the zones as the screen shows
 * them, and a refused write turned into the screen's answer.
 */
import { data, type RouterContextProvider } from "react-router";
import { type Lang, translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-shipping.ts";
import type { ZoneView } from "#app/components/admin/settings/shipping-zone-fields.tsx";
import { getSettings } from "#modules/settings/index.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { euroInputValue, formatPrice } from "#modules/shared/money.ts";
import { getShippingConfig } from "#modules/shipping/store.ts";
import { checkZoneInput, ShippingWriteError, saveShippingZone } from "#modules/shipping/write.ts";
import type { ShippingConfig, ShippingMethod, ShippingZone } from "#modules/shipping/zones.ts";
import { type AdminRequest, requireOwner } from "../admin.server.ts";
import { methodField, NEW_ROW, postedValues, readZoneForm, ZONE_FIELDS } from "./shipping-zone-form.ts";

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

/** Zone `zoneId` as its inputs show it (null: a new zone); undefined when there is no such zone. */
export function zoneView(config: ShippingConfig, zoneId: number | null): ZoneView | undefined {
  const zone = zoneId === null ? undefined : config.zones.find((z) => z.id === zoneId);
  if (zoneId !== null && !zone) return undefined;
  return {
    id: zone?.id ?? null,
    name: zone?.name ?? "",
    countries: [...(zone?.countries ?? [])],
    postcodes: (zone?.postcodes ?? []).join("\n"),
    hidePaidWhenFree: zone?.hidePaidWhenFree ?? true,
    methods: (zone?.methods ?? []).map((m) => ({
      id: m.id,
      kind: m.kind,
      enabled: m.enabled,
      carrier: m.carrier,
      cost: euroInputValue(m.costCents),
      freeFrom: euroInputValue(m.freeFromCents),
    })),
  };
}

/**
 * Saves the posted zone form as zone `zoneId` (null: a new one) through the module's check and
 * write (audited, version-checked): `saved`, or the answer that shows the refusal with the form
 * as typed. Shared by the zone screen and the setup wizard's shipping step.
 */
export async function saveZoneForm(
  context: Ctx,
  request: Request,
  zoneId: number | null,
): Promise<{ saved: true } | { saved: false; answer: ReturnType<typeof shippingAnswer> }> {
  const { services, actor, lang, state } = await requireShippingEditor(context, request);
  const form = await request.formData();
  const values = postedValues(form);
  const { raw, rows } = readZoneForm(form);
  const checked = checkZoneInput(raw, lang);
  // Errors by the form's own names: `methods.2.costCents` → `method-3-cost` (rows can be removed).
  const rowName = (path: string) =>
    path.replace(/^methods\.(\d+)(?:\.(\w+))?$/, (_, i: string, f?: string) => {
      const field = f === "costCents" ? "cost" : f === "freeFromCents" ? "freeFrom" : (f ?? "kind");
      return methodField(rows[Number(i)] ?? NEW_ROW, field as "cost");
    });
  if (!checked.ok) {
    const errors = Object.fromEntries(Object.entries(checked.errors).map(([k, v]) => [rowName(k), v]));
    const message = translate(lang, "admin.settings.invalid");
    return { saved: false, answer: shippingAnswer({ ok: false, message, errors, values }, 400) };
  }
  try {
    await saveShippingZone(
      services.db,
      { actor, lang, version: Number(form.get(ZONE_FIELDS.version)), requestId: state.requestId },
      zoneId,
      checked.value,
    );
  } catch (err) {
    return { saved: false, answer: refusedAnswer(err, values) };
  }
  return { saved: true };
}
