/**
 * The setup wizard's frame (issue 27 item 5): the title, the steps as a progress list (the current
 * one `aria-current="step"`, the ones up to where the owner stopped linked), "Schritt n von m",
 * and the buttons every step shares.
 */
import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { SETUP_STEPS, type SetupStep, stepNumber } from "#modules/setup-wizard/steps.ts";
import { adminPaths } from "../paths.ts";
import { useAdminT } from "../use-admin-t.ts";
import { setupWizardPath } from "./wizard-paths.ts";

export function WizardFrame({
  step,
  resume,
  children,
}: {
  step: SetupStep;
  resume: SetupStep;
  children: ReactNode;
}) {
  const t = useAdminT();
  const reached = stepNumber(resume);
  return (
    <div className="admin-page admin-settings admin-wizard">
      <div className="admin-page__head">
        <h1>{t("admin.wizard.title")}</h1>
      </div>
      <p className="admin-settings__intro">{t("admin.wizard.intro")}</p>
      <nav aria-label={t("admin.wizard.progress")} className="admin-wizard__progress">
        <ol>
          {SETUP_STEPS.map((s) => {
            const n = stepNumber(s);
            const label = (
              <>
                <span className="admin-wizard__number" aria-hidden="true">
                  {n}
                </span>{" "}
                {t(`admin.wizard.step.${s}`)}
              </>
            );
            const state = s === step ? "current" : n < reached ? "reached" : "ahead";
            return (
              <li key={s} className={`admin-wizard__step admin-wizard__step--${state}`}>
                {s === step || n <= reached ? (
                  <Link to={setupWizardPath(s)} aria-current={s === step ? "step" : undefined}>
                    {label}
                  </Link>
                ) : (
                  <span>{label}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <h2 className="admin-wizard__heading">
        {`${t("admin.wizard.stepOf", { n: stepNumber(step), m: SETUP_STEPS.length })}: ${t(`admin.wizard.step.${step}`)}`}
      </h2>
      {children}
    </div>
  );
}

/** "Weiter" saves the step (Enter in a field does the same), "Überspringen" moves on without saving. */
export function WizardButtons() {
  const t = useAdminT();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <button type="submit" name="intent" value="next" className="admin-button" disabled={busy}>
        {t("admin.wizard.next")}
      </button>{" "}
      <button
        type="submit"
        name="intent"
        value="skip"
        className="admin-button admin-button--quiet"
        disabled={busy}
      >
        {t("admin.wizard.skip")}
      </button>{" "}
      <Link to={adminPaths.dashboard} className="admin-wizard__later">
        {t("admin.wizard.later")}
      </Link>
    </>
  );
}
