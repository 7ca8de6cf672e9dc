/**
 * The setup wizard's steps in order (issue 27 item 5), browser-safe: the screen shows them as its
 * progress list, the module stores where the owner stopped.
 */
export const SETUP_STEPS = ["legal", "shipping", "payments", "theme", "done"] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

export function isSetupStep(value: unknown): value is SetupStep {
  return typeof value === "string" && (SETUP_STEPS as readonly string[]).includes(value);
}

export function stepNumber(step: SetupStep): number {
  return SETUP_STEPS.indexOf(step) + 1;
}

export function nextStep(step: SetupStep): SetupStep {
  return SETUP_STEPS[Math.min(SETUP_STEPS.indexOf(step) + 1, SETUP_STEPS.length - 1)]!;
}
