/** The setup wizard's URLs (kept out of paths.ts, the back office's URL table). */
export const setupWizardPath = (step?: string) =>
  step ? `/admin/setup-wizard/${step}/` : "/admin/setup-wizard/";
