/**
 * `/admin/setup-wizard/` and `/admin/setup-wizard/<step>/`: the setup wizard (issue 27 item 5) —
 * legal data, the first shipping zone, payment methods, logo and colours, then a summary. Each
 * step is the settings screen's own form (same fields, same save); "Weiter" saves and moves on,
 * "Überspringen" moves on without saving; the step reached is stored, so the owner can leave and
 * resume. Without a step: the step the owner stopped at.
 */
import { data, Form, Link, useNavigation } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { MethodOrder } from "#app/components/admin/settings/method-order.tsx";
import { SettingsForm, type SettingsFormAnswer } from "#app/components/admin/settings/settings-form.tsx";
import { ShippingNotice } from "#app/components/admin/settings/shipping-ui.tsx";
import { ZoneFieldsets } from "#app/components/admin/settings/shipping-zone-fields.tsx";
import { WizardButtons, WizardFrame } from "#app/components/admin/setup-wizard/wizard-frame.tsx";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import { isSetupStep } from "#modules/setup-wizard/steps.ts";
import "#modules/i18n/messages-admin-settings.ts";
import "#modules/i18n/messages-admin-settings-legal.ts";
import "#modules/i18n/messages-admin-shipping.ts";
import "#modules/i18n/messages-admin-payments.ts";
import "#modules/i18n/messages-admin-setup-wizard.ts";
import "#modules/i18n/messages-admin-setup-wizard-card.ts";
import "#app/styles/admin-settings.css";
import "#app/styles/admin-shipping.css";
import "#app/styles/admin-setup-wizard.css";
import { setupWizardPath } from "#app/components/admin/setup-wizard/wizard-paths.ts";
import { adminHeaders } from "../admin.server.ts";
import { LEGAL_PAGE_KEYS, LEGAL_SECTIONS } from "../settings/legal-fields.ts";
import { METHOD_SWITCHES, PAYMENT_SECTIONS } from "../settings/payments-fields.ts";
import type { ShippingAnswer } from "../settings/shipping.server.ts";
import type { Route } from "./+types/wizard";
import { THEME_SECTIONS } from "./theme-fields.ts";
import { loadWizardStep, resumeRedirect, wizardAction } from "./wizard.server.ts";

function stepParam(value: string | undefined) {
  if (!isSetupStep(value)) throw data(null, { status: 404 });
  return value;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (params.step === undefined) throw await resumeRedirect(context, request);
  return loadWizardStep(context, request, stepParam(params.step));
}

export function action({ context, request, params }: Route.ActionArgs) {
  return wizardAction(context, request, stepParam(params.step));
}

export const headers = adminHeaders;

export function meta() {
  return [{ title: "Shop einrichten · Verwaltung" }];
}

type Answer = (SettingsFormAnswer & ShippingAnswer & { pagesCreated?: number }) | undefined;

export default function SetupWizard({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as Answer;
  const d = loaderData;
  return (
    <WizardFrame step={d.step} resume={d.progress.resume}>
      {d.step === "legal" ? (
        <LegalStep missingPages={d.missingPages} answer={answer}>
          <SettingsForm
            // Pages made from the templates are chosen: a fresh form shows them (selects keep their first value).
            key={LEGAL_PAGE_KEYS.map((k) => d.values[k]).join()}
            sections={LEGAL_SECTIONS}
            values={d.values}
            answer={answer?.pagesCreated === undefined ? answer : undefined}
            options={Object.fromEntries(
              LEGAL_PAGE_KEYS.map((k) => [
                k,
                [{ value: "0", label: "admin.settings.legal.page.none" }, ...d.pages],
              ]),
            )}
            actions={<WizardButtons />}
          />
        </LegalStep>
      ) : d.step === "shipping" ? (
        <ShippingStep zone={d.zone} version={d.version} shopCarrier={d.shopCarrier} answer={answer} />
      ) : d.step === "payments" ? (
        <PaymentsStep values={d.values} answer={answer} />
      ) : d.step === "theme" ? (
        <ThemeStep values={d.values} logos={d.logos} answer={answer} />
      ) : (
        <DoneStep missing={d.missing} finished={d.progress.status === "finished"} />
      )}
    </WizardFrame>
  );
}

function LegalStep({
  missingPages,
  answer,
  children,
}: {
  missingPages: string[];
  answer: Answer;
  children: React.ReactNode;
}) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <p className="admin-settings__intro">{t("admin.wizard.legal.help")}</p>
      {answer?.pagesCreated !== undefined ? (
        <ShippingNotice answer={{ ok: true, message: t("admin.wizard.legal.pagesChosen") }} />
      ) : null}
      {missingPages.length > 0 ? (
        <Form method="post" className="admin-card admin-wizard__pages">
          <p>{t("admin.wizard.legal.pagesMissing", { pages: missingPages.join(", ") })}</p>
          <button type="submit" name="intent" value="pages" className="admin-button" disabled={busy}>
            {t("admin.wizard.legal.createPages")}
          </button>
        </Form>
      ) : null}
      {children}
    </>
  );
}

function ShippingStep(props: {
  zone: Parameters<typeof ZoneFieldsets>[0]["zone"];
  version: number;
  shopCarrier: string;
  answer: Answer;
}) {
  const t = useAdminT();
  return (
    <>
      <p className="admin-settings__intro">{t("admin.wizard.shipping.help")}</p>
      <Form method="post" className="admin-settings__form admin-shipping-zone" noValidate>
        <ShippingNotice answer={props.answer} />
        <input type="hidden" name="zone" value={props.zone.id ?? "new"} />
        <ZoneFieldsets
          zone={props.zone}
          version={props.version}
          shopCarrier={props.shopCarrier}
          posted={props.answer?.values as Record<string, string | string[]> | undefined}
          errors={(props.answer?.errors as Record<string, string> | undefined) ?? {}}
        />
        <div className="admin-settings__actions">
          <WizardButtons />
        </div>
      </Form>
    </>
  );
}

function PaymentsStep({ values, answer }: { values: Record<string, unknown>; answer: Answer }) {
  const t = useAdminT();
  const shown = { ...values, ...answer?.values };
  const order = Array.isArray(shown["payment.order"]) ? shown["payment.order"].map(String) : [];
  return (
    <>
      <p className="admin-settings__intro">{t("admin.wizard.payments.help")}</p>
      <SettingsForm sections={PAYMENT_SECTIONS} values={values} answer={answer} actions={<WizardButtons />}>
        <MethodOrder order={order} switches={METHOD_SWITCHES} values={shown} />
      </SettingsForm>
    </>
  );
}

function ThemeStep({
  values,
  logos,
  answer,
}: {
  values: Record<string, unknown>;
  logos: { value: string; label: string }[];
  answer: Answer;
}) {
  const t = useAdminT();
  return (
    <>
      <SettingsForm
        sections={THEME_SECTIONS}
        values={values}
        answer={answer}
        options={{ "theme.logoMediaId": [{ value: "0", label: "admin.wizard.theme.noLogo" }, ...logos] }}
        actions={<WizardButtons />}
      />
      <p>
        <Link to={adminPaths.media}>{t("admin.wizard.theme.upload")}</Link>
      </p>
    </>
  );
}

function DoneStep({ missing, finished }: { missing: string[]; finished: boolean }) {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="admin-card admin-wizard__done">
      {missing.length === 0 ? (
        <p className="admin-notice admin-notice--success">{t("admin.wizard.done.complete")}</p>
      ) : (
        <div className="admin-notice admin-notice--error">
          <p>{t("admin.wizard.done.missing", { fields: missing.join(", ") })}</p>
          <p>
            <Link to={setupWizardPath("legal")}>{t("admin.wizard.done.fix")}</Link>
          </p>
        </div>
      )}
      <p>{t("admin.wizard.done.templates")}</p>
      {finished ? (
        <p role="status">{t("admin.wizard.done.finished")}</p>
      ) : (
        <Form method="post">
          <button type="submit" name="intent" value="finish" className="admin-button" disabled={busy}>
            {t("admin.wizard.done.finish")}
          </button>
        </Form>
      )}
      <p>
        <Link className="admin-button admin-button--quiet" to={adminPaths.productNew}>
          {t("admin.wizard.done.product")}
        </Link>
      </p>
    </div>
  );
}
