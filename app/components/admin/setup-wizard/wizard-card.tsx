/**
 * The dashboard's "Einrichtung fortsetzen" card (issue 27 item 5): shown to administrators of a
 * shop without the demo until the setup wizard is finished or dismissed; it names the step to
 * resume at.
 */
import { Form, Link } from "react-router";
import { SETUP_STEPS, type SetupStep, stepNumber } from "#modules/setup-wizard/steps.ts";
import { useAdminT } from "../use-admin-t.ts";
import { setupWizardPath } from "./wizard-paths.ts";

export function SetupWizardCard({ step }: { step: SetupStep }) {
  const t = useAdminT();
  return (
    <section className="admin-card admin-dash-wizard" aria-labelledby="admin-dash-wizard">
      <h2 id="admin-dash-wizard">{t("admin.wizard.card.title")}</h2>
      <p>
        {t("admin.wizard.card.text", {
          step: t(`admin.wizard.step.${step}`),
          n: stepNumber(step),
          m: SETUP_STEPS.length,
        })}
      </p>
      <Form method="post" action={setupWizardPath(step)} className="admin-dash-wizard__actions">
        <Link className="admin-button" to={setupWizardPath()}>
          {t("admin.wizard.card.continue")}
        </Link>
        <button type="submit" name="intent" value="dismiss" className="admin-button admin-button--quiet">
          {t("admin.wizard.card.dismiss")}
        </button>
      </Form>
    </section>
  );
}
