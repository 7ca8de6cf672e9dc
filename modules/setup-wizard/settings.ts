/**
 * Where the owner stopped in the setup wizard (issue 27 item 5), as settings so every app process
 * and every owner sees the same progress: the step to resume at, and whether the wizard is still
 * open, finished or dismissed (the dashboard's card shows while it is open).
 */
import { z } from "zod";
import { registerSettings } from "../settings/registry.ts";
import { SETUP_STEPS } from "./steps.ts";

const setupWizardSettings = registerSettings({
  "setupWizard.step": { schema: z.enum(SETUP_STEPS), default: "legal" },
  "setupWizard.status": { schema: z.enum(["open", "finished", "dismissed"]), default: "open" },
});

type SetupWizardSettings = typeof setupWizardSettings;
declare module "../settings/registry.ts" {
  interface SettingDefinitions extends SetupWizardSettings {}
}
