/**
 * `/admin/settings/shipping/<id>/` and `…/new/`: one shipping zone — name, countries, postcode
 * patterns, the hide rule — and its methods (cost, free-from value, carrier, on/off, remove),
 * plus one method to add. Saved as one audited write; a refused save keeps what was typed.
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { SettingsPage } from "#app/components/admin/settings/settings-form.tsx";
import { ShippingNotice, shippingPaths } from "#app/components/admin/settings/shipping-ui.tsx";
import { ZoneFieldsets } from "#app/components/admin/settings/shipping-zone-fields.tsx";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import "#modules/i18n/messages-admin-settings.ts";
import "#modules/i18n/messages-admin-shipping.ts";
import "#app/styles/admin-settings.css";
import "#app/styles/admin-shipping.css";
import { adminHeaders } from "../admin.server.ts";
import type { Route } from "./+types/shipping-zone";
import { loadShippingScreen, saveZoneForm, zoneView } from "./shipping.server.ts";

function zoneParam(value: string | undefined): number | null {
  if (value === "new") return null;
  if (!/^\d{1,9}$/.test(value ?? "")) throw data(null, { status: 404 });
  return Number(value);
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const zoneId = zoneParam(params.zone);
  const { config, shopCarrier } = await loadShippingScreen(context, request);
  const zone = zoneView(config, zoneId);
  if (!zone) throw data(null, { status: 404 });
  return { version: config.version, shopCarrier, zone };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const result = await saveZoneForm(context, request, zoneParam(params.zone));
  return result.saved ? redirect(`${shippingPaths.list}?saved=1`) : result.answer;
}

export const headers = adminHeaders;

export function meta() {
  return [{ title: "Versandzone · Einstellungen · Verwaltung" }];
}

export default function ShippingZoneScreen({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  const { zone, version, shopCarrier } = loaderData;
  return (
    <SettingsPage groupId="shipping">
      <p className="admin-settings__back">
        <Link to={shippingPaths.list}>{t("admin.shipping.back")}</Link>
      </p>
      <Form method="post" className="admin-settings__form admin-shipping-zone" noValidate>
        <ShippingNotice answer={actionData} />
        <ZoneFieldsets
          zone={zone}
          version={version}
          shopCarrier={shopCarrier}
          posted={actionData?.values}
          errors={actionData?.errors ?? {}}
        />
        <div className="admin-settings__actions">
          <button type="submit" className="admin-button" disabled={busy}>
            {t("admin.shipping.save")}
          </button>{" "}
          <Link className="admin-button admin-button--quiet" to={shippingPaths.list}>
            {t("admin.shipping.cancel")}
          </Link>
        </div>
      </Form>
    </SettingsPage>
  );
}
