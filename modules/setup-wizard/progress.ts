/**
 * The setup wizard's progress (issue 27 item 5): shown to a shop started without the demo until
 * it is finished or dismissed; a step saved or skipped moves the resume point on (never back, so
 * an owner who returns to an earlier step resumes where they had stopped). Written as a settings
 * change, audited like every other one.
 */
import type { Db } from "#db/client.ts";
import type { Actor } from "../audit/log.ts";
import type { Settings } from "../settings/definitions.ts";
import { saveSettingsGroup } from "../settings/save-group.ts";
import { nextStep, SETUP_STEPS, type SetupStep } from "./steps.ts";

export const SETUP_WIZARD_GROUP = "setup-wizard";

type ProgressSettings = Pick<Settings, "setupWizard.step" | "setupWizard.status">;

/** The dashboard offers the wizard: a shop without the demo whose owner has not finished or dismissed it. */
export function setupWizardOpen(settings: ProgressSettings, demo: boolean): boolean {
  return !demo && settings["setupWizard.status"] === "open";
}

/** The step to resume at. */
export function resumeStep(settings: ProgressSettings): SetupStep {
  return settings["setupWizard.status"] === "finished" ? "done" : settings["setupWizard.step"];
}

/** Step `step` was saved or skipped: resume at the one after it, unless the owner was already further. */
export async function stepDone(db: Db, actor: Actor, settings: ProgressSettings, step: SetupStep) {
  const next = nextStep(step);
  const stored = settings["setupWizard.step"];
  const resume = SETUP_STEPS.indexOf(next) > SETUP_STEPS.indexOf(stored) ? next : stored;
  await saveSettingsGroup(db, { actor, group: SETUP_WIZARD_GROUP, values: { "setupWizard.step": resume } });
  return resume;
}

/** The owner finished the wizard, or dismissed it ("Nicht mehr anzeigen"); the dashboard's card goes. */
export async function closeSetupWizard(db: Db, actor: Actor, status: "finished" | "dismissed") {
  const values: Partial<Settings> =
    status === "finished"
      ? { "setupWizard.status": status, "setupWizard.step": "done" }
      : { "setupWizard.status": status };
  await saveSettingsGroup(db, { actor, group: SETUP_WIZARD_GROUP, values });
}
