/**
 * `/admin/settings/shipping/`: Versand — the shipping zones in matching order with their
 * countries, postcodes and methods; move a zone up or down, delete it, or open it to edit.
 * Every button is a small form of its own (works without JavaScript, one Tab stop each).
 */
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { SettingsPage } from "#app/components/admin/settings/settings-form.tsx";
import { ShippingNotice, shippingPaths } from "#app/components/admin/settings/shipping-ui.tsx";
import { useAdminLang, useAdminT } from "#app/components/admin/use-admin-t.ts";
import { countryName } from "#modules/checkout/iban.ts";
import { translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-settings.ts";
import "#modules/i18n/messages-admin-shipping.ts";
import { deleteShippingZone, moveShippingZone } from "#modules/shipping/write.ts";
import "#app/styles/admin-settings.css";
import "#app/styles/admin-shipping.css";
import { adminHeaders } from "../admin.server.ts";
import type { Route } from "./+types/shipping";
import {
  loadShippingScreen,
  refusedAnswer,
  requireShippingEditor,
  shippingAnswer,
} from "./shipping.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { config, summarize } = await loadShippingScreen(context, request);
  return {
    version: config.version,
    zones: config.zones.map((z) => ({
      id: z.id,
      name: z.name,
      countries: [...z.countries],
      postcodes: [...z.postcodes],
      methods: summarize(z),
    })),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { services, actor, lang, state } = await requireShippingEditor(context, request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const zoneId = Number(form.get("zone"));
  const ctx = { actor, lang, version: Number(form.get("version")), requestId: state.requestId };
  try {
    if (intent === "delete") {
      const name = await deleteShippingZone(services.db, ctx, zoneId);
      return shippingAnswer({ ok: true, message: translate(lang, "admin.shipping.deleted", { name }) });
    }
    if (intent === "up" || intent === "down") {
      await moveShippingZone(services.db, ctx, zoneId, intent === "up" ? -1 : 1);
      return shippingAnswer({ ok: true, message: translate(lang, "admin.shipping.moved") });
    }
  } catch (err) {
    return refusedAnswer(err);
  }
  return shippingAnswer({ ok: false }, 400);
}

export const headers = adminHeaders;

export function meta() {
  return [{ title: "Versand · Einstellungen · Verwaltung" }];
}

export default function ShippingSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const [params] = useSearchParams();
  const { zones, version } = loaderData;
  const saved = params.get("saved") !== null && !actionData;
  return (
    <SettingsPage groupId="shipping">
      <ShippingNotice answer={saved ? { ok: true, message: t("admin.shipping.saved") } : actionData} />
      <div className="admin-card admin-shipping">
        <div className="admin-shipping__head">
          <h2>{t("admin.shipping.zones")}</h2>
          <Link className="admin-button" to={shippingPaths.zone("new")}>
            {t("admin.shipping.addZone")}
          </Link>
        </div>
        <p className="admin-field__help">{t("admin.shipping.zonesHelp")}</p>
        <div className="admin-table-wrap">
          <table className="admin-table admin-shipping__table">
            <thead>
              <tr>
                <th scope="col">{t("admin.shipping.col.order")}</th>
                <th scope="col">{t("admin.shipping.col.zone")}</th>
                <th scope="col">{t("admin.shipping.col.countries")}</th>
                <th scope="col">{t("admin.shipping.col.methods")}</th>
                <th scope="col">{t("admin.shipping.col.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {zones.map((zone, i) => (
                <tr key={zone.id}>
                  <td className="admin-shipping__order">
                    <ZoneButton
                      zone={zone.id}
                      version={version}
                      intent="up"
                      disabled={i === 0}
                      label={t("admin.shipping.moveUp")}
                      title={t("admin.shipping.moveUpOf", { name: zone.name })}
                    />
                    <ZoneButton
                      zone={zone.id}
                      version={version}
                      intent="down"
                      disabled={i === zones.length - 1}
                      label={t("admin.shipping.moveDown")}
                      title={t("admin.shipping.moveDownOf", { name: zone.name })}
                    />
                  </td>
                  <th scope="row">{zone.name}</th>
                  <td>
                    {zone.countries.map((c) => countryName(c, lang)).join(", ")}
                    {zone.postcodes.length ? (
                      <div className="admin-shipping__muted">
                        {t("admin.shipping.postcodesOnly", { postcodes: zone.postcodes.join(", ") })}
                      </div>
                    ) : null}
                  </td>
                  <td>
                    <ul className="admin-shipping__methods">
                      {zone.methods.map((m) => (
                        <li key={m}>{m}</li>
                      ))}
                    </ul>
                  </td>
                  <td className="admin-shipping__actions">
                    <Link
                      className="admin-button admin-button--quiet"
                      to={shippingPaths.zone(zone.id)}
                      aria-label={t("admin.shipping.editZoneOf", { name: zone.name })}
                    >
                      {t("admin.shipping.editZone")}
                    </Link>
                    <ZoneButton
                      zone={zone.id}
                      version={version}
                      intent="delete"
                      danger
                      label={t("admin.shipping.deleteZone")}
                      title={t("admin.shipping.deleteZoneOf", { name: zone.name })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </SettingsPage>
  );
}

function ZoneButton(props: {
  zone: number;
  version: number;
  intent: "up" | "down" | "delete";
  label: string;
  title: string;
  disabled?: boolean;
  danger?: boolean;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="admin-shipping__inline">
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="zone" value={props.zone} />
      <input type="hidden" name="version" value={props.version} />
      <button
        type="submit"
        className={`admin-button ${props.danger ? "admin-button--danger" : "admin-button--quiet"}`}
        aria-label={props.title}
        disabled={props.disabled || busy}
      >
        {props.label}
      </button>
    </Form>
  );
}
