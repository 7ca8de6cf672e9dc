/** A publish problem in the owner's language (`adminForms.problem.<code>` with its values). */
import type { PublishProblem } from "#modules/forms/builder/publish-check.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { useAdminT } from "../use-admin-t.ts";

export function ProblemText({ problem }: { problem: PublishProblem }) {
  const t = useAdminT();
  return <>{t(`adminForms.problem.${problem.code}` as MessageKey, problem.params)}</>;
}
