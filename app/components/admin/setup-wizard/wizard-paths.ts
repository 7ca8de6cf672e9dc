/** The setup wizard's URLs (kept out of paths.ts, which every storefront page loads for isAdminPath). */
export const setupWizardPath = (step?: string) =>
  step ? `/admin/setup-wizard/${step}/` : "/admin/setup-wizard/";
