/**
 * The setup wizard's server side (issue 27 item 5). Each step loads and saves through the settings
 * screen it stands for — the same field definitions, loader, schemas, checks across the group
 * and audited module writes (Rechtliches, Versand, Zahlung, the theme's keys) — and then moves the
 * stored resume point on (modules/setup-wizard/progress.ts). Administrators only: the legal data
 * and the bank details are administrator-only settings.
 */
import { data, type RouterContextProvider, redirect } from "react-router";
import { adminPaths } from "#app/components/admin/paths.ts";
import { sectionFields } from "#app/components/admin/settings/fields.ts";
import type { SettingsGroup } from "#app/components/admin/settings/groups.ts";
import { checkPaymentSettings } from "#modules/checkout/payment-check.ts";
import { translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-setup-wizard.ts";
import { setupWizardPath } from "#app/components/admin/setup-wizard/wizard-paths.ts";
import { legalGaps } from "#modules/legal/status.ts";
import { createMissingLegalPages } from "#modules/legal/templates.ts";
import { listMedia } from "#modules/media/library.ts";
import { getSettings } from "#modules/settings/index.ts";
import { closeSetupWizard, resumeStep, stepDone } from "#modules/setup-wizard/progress.ts";
import { nextStep, type SetupStep } from "#modules/setup-wizard/steps.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { type AdminRequest, requireAdministrator } from "../admin.server.ts";
import { LEGAL_FIELDS, legalCrossCheck, legalPageOptions } from "../settings/legal.server.ts";
import { METHOD_FIELDS, PAYMENT_SECTIONS } from "../settings/payments-fields.ts";
import { loadSettingsGroup, saveSettingsGroupForm } from "../settings/settings-group.server.ts";
import { loadShippingScreen, saveZoneForm, zoneView } from "../settings/shipping.server.ts";
import { THEME_SECTIONS } from "./theme-fields.ts";

type Ctx = Pick<RouterContextProvider, "get">;

const PAYMENT_FIELDS = [...METHOD_FIELDS, ...sectionFields(PAYMENT_SECTIONS)];
const THEME_FIELDS = sectionFields(THEME_SECTIONS);
/** The theme's keys as a group of their own in the audit log (the appearance screen's id). */
const THEME_GROUP: SettingsGroup = {
  id: "appearance",
  label: "admin.wizard.step.theme",
  description: "admin.wizard.theme.help",
  administratorOnly: true,
};

async function legalPageGaps(admin: AdminRequest) {
  const { db, config } = admin.services;
  const gaps = await legalGaps(db, await getSettings(db), config.LADEN_DEMO);
  return {
    all: gaps.map((g) => translate(admin.lang, g.label)),
    pages: gaps.filter((g) => g.key.startsWith("legal.page.")).map((g) => translate(admin.lang, g.label)),
  };
}

async function stepData(context: Ctx, request: Request, admin: AdminRequest, step: SetupStep) {
  const { db } = admin.services;
  switch (step) {
    case "legal": {
      const group = await loadSettingsGroup(context, request, "legal", LEGAL_FIELDS);
      const gaps = await legalPageGaps(admin);
      return { step, values: group.values, pages: await legalPageOptions(db), missingPages: gaps.pages };
    }
    case "shipping": {
      const { config, shopCarrier } = await loadShippingScreen(context, request);
      // The shop's first zone (a shop without any gets a new one).
      const zone = zoneView(config, config.zones[0]?.id ?? null)!;
      return { step, version: config.version, shopCarrier, zone };
    }
    case "payments": {
      const group = await loadSettingsGroup(context, request, "payments", PAYMENT_FIELDS);
      return { step, values: group.values };
    }
    case "theme": {
      const group = await loadSettingsGroup(context, request, THEME_GROUP, THEME_FIELDS);
      const { rows } = await listMedia(db, { limit: 100, offset: 0 });
      const logos = rows
        .filter((m) => m.mime.startsWith("image/"))
        .map((m) => ({ value: String(m.id), label: m.title || m.file }));
      return { step, values: group.values, logos };
    }
    case "done":
      return { step, missing: (await legalPageGaps(admin)).all };
  }
}

export async function loadWizardStep(context: Ctx, request: Request, step: SetupStep) {
  const admin = await requireAdministrator(context, request);
  const settings = await getSettings(admin.services.db);
  const progress = { resume: resumeStep(settings), status: settings["setupWizard.status"] };
  return { progress, ...(await stepData(context, request, admin, step)) };
}

/** Where to go when no step is named: the step the owner stopped at. */
export async function resumeRedirect(context: Ctx, request: Request) {
  const admin = await requireAdministrator(context, request);
  const settings = await getSettings(admin.services.db);
  return redirect(setupWizardPath(resumeStep(settings)), { headers: NO_STORE });
}

/** The settings screen's own save; `true` when it saved, else its answer (the form shows the reasons). */
async function saveStep(context: Ctx, request: Request, step: SetupStep, form: FormData) {
  const saved = <T extends { ok: boolean }>(answer: { data: T }) => (answer.data.ok ? true : answer);
  switch (step) {
    case "legal":
      return saved(await saveSettingsGroupForm(context, request, "legal", LEGAL_FIELDS, legalCrossCheck));
    case "payments":
      return saved(
        await saveSettingsGroupForm(context, request, "payments", PAYMENT_FIELDS, (next, { lang }) =>
          checkPaymentSettings(next, lang),
        ),
      );
    case "theme":
      return saved(await saveSettingsGroupForm(context, request, THEME_GROUP, THEME_FIELDS));
    case "shipping": {
      const zone = String(form.get("zone") ?? "");
      if (zone !== "new" && !/^\d{1,9}$/.test(zone))
        return data({ ok: false }, { status: 400, headers: NO_STORE });
      const result = await saveZoneForm(context, request, zone === "new" ? null : Number(zone));
      return result.saved ? true : result.answer;
    }
    case "done":
      return true;
  }
}

export async function wizardAction(context: Ctx, request: Request, step: SetupStep) {
  const admin = await requireAdministrator(context, request);
  const { db } = admin.services;
  // Read twice: here for the intent, by the settings screen's save for the fields.
  const form = await request.clone().formData();
  const intent = String(form.get("intent") ?? "next");
  const settings = await getSettings(db);
  const to = (path: string) => redirect(path, { headers: NO_STORE });
  if (intent === "dismiss") {
    await closeSetupWizard(db, admin.actor, "dismissed");
    return to(adminPaths.dashboard);
  }
  if (intent === "skip" && step !== "done") {
    await stepDone(db, admin.actor, settings, step);
    return to(setupWizardPath(nextStep(step)));
  }
  if (intent === "pages" && step === "legal") {
    const created = await createMissingLegalPages(db, settings, {
      actor: admin.actor,
      requestId: admin.state.requestId,
    });
    return data({ ok: true, pagesCreated: created.length }, { headers: NO_STORE });
  }
  if (step === "done") {
    if (intent !== "finish") return data({ ok: false }, { status: 400, headers: NO_STORE });
    await closeSetupWizard(db, admin.actor, "finished");
    return to(setupWizardPath("done"));
  }
  if (intent !== "next") return data({ ok: false }, { status: 400, headers: NO_STORE });
  const result = await saveStep(context, request, step, form);
  if (result !== true) return result;
  await stepDone(db, admin.actor, settings, step);
  return to(setupWizardPath(nextStep(step)));
}
