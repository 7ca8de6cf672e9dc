/**
 * `/admin/settings/payments/`: Zahlung — which methods checkout offers and in which order, SEPA,
 * purchase on account, and the prepayment bank details (administrator-only fields: a shop
 * manager sees them read-only). The save is refused when it would leave checkout without a way
 * to pay, or switch on a method that lacks what it needs (modules/checkout/payment-check.ts).
 */
import { sectionFields } from "#app/components/admin/settings/fields.ts";
import { MethodOrder } from "#app/components/admin/settings/method-order.tsx";
import { SettingsForm, SettingsPage } from "#app/components/admin/settings/settings-form.tsx";
import { checkPaymentSettings } from "#modules/checkout/payment-check.ts";
import "#modules/i18n/messages-admin-settings.ts";
import "#modules/i18n/messages-admin-payments.ts";
import "#app/styles/admin-settings.css";
import { adminHeaders } from "../admin.server.ts";
import type { Route } from "./+types/payments";
import { METHOD_FIELDS, METHOD_SWITCHES, PAYMENT_SECTIONS } from "./payments-fields.ts";
import { loadSettingsGroup, saveSettingsGroupForm } from "./settings-group.server.ts";

const GROUP = "payments";
const FIELDS = [...METHOD_FIELDS, ...sectionFields(PAYMENT_SECTIONS)];

export function loader({ context, request }: Route.LoaderArgs) {
  return loadSettingsGroup(context, request, GROUP, FIELDS);
}

export function action({ context, request }: Route.ActionArgs) {
  return saveSettingsGroupForm(context, request, GROUP, FIELDS, (next, { lang }) =>
    checkPaymentSettings(next, lang),
  );
}

export const headers = adminHeaders;

export function meta() {
  return [{ title: "Zahlung · Einstellungen · Verwaltung" }];
}

export default function PaymentSettings({ loaderData, actionData }: Route.ComponentProps) {
  const shown = { ...loaderData.values, ...actionData?.values };
  const order = Array.isArray(shown["payment.order"]) ? shown["payment.order"].map(String) : [];
  return (
    <SettingsPage groupId={GROUP}>
      <SettingsForm sections={PAYMENT_SECTIONS} values={loaderData.values} answer={actionData}>
        <MethodOrder order={order} switches={METHOD_SWITCHES} values={shown} />
      </SettingsForm>
    </SettingsPage>
  );
}
