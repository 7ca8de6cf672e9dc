/**
 * The submission flow as the wire and the pages use it: rate limit, the form from the database,
 * the pipeline (submit or resume), and what the answer carries. Framework-free: the caller gives
 * the client's IP, who is asking and the resume cookie, and sends the answer.
 */
import type { Db } from "#db/client.ts";
import type { Lang } from "#modules/i18n/index.ts";
import { enqueueMail } from "#modules/mail/outbox.ts";
import { hit, type RateLimitPolicy } from "#modules/rate-limit/index.ts";
import { getSettings } from "#modules/settings/index.ts";
import { getThemeUser } from "#modules/theme/owner.ts";
import { isOwner } from "#modules/users/roles.ts";
import { type CaptchaSecrets, captchaContext } from "../captcha/context.ts";
import { captchaFields } from "../captcha/index.ts";
import { getForm, type StoredForm } from "../store.ts";
import { RESUME_COOKIE_PREFIX, SUBMIT_WINDOW_SECONDS } from "./constants.ts";
import { submissionText } from "./messages.ts";
import type { PostedSubmission } from "./payload.ts";
import { resumeSubmission, runSubmission, type SubmitEnv, type SubmitOutcome } from "./pipeline.ts";
import { takeResumeToken } from "./store.ts";

export { INVALID_CHARACTERS, PayloadError, parseFormBody, parseFormData, readFormId } from "./payload.ts";

export const resumeCookieName = (formId: number) => `${RESUME_COOKIE_PREFIX}${formId}`;

/** Who asks; `origin` (PUBLIC_URL or the request's) makes the owner's file links in e-mails. */
export type Asker = { lang: Lang; ip: string; userId?: number; origin?: string };

/** Counts one submission for the client; answers the seconds to wait when over the limit. */
export async function submissionRateLimit(db: Db, ip: string): Promise<number | undefined> {
  if (!ip) return undefined;
  const settings = await getSettings(db);
  const policy: RateLimitPolicy = {
    name: "form-submit",
    limit: settings["forms.submitsPerMinute"],
    windowSeconds: SUBMIT_WINDOW_SECONDS,
  };
  const decision = await hit(db, policy, [{ kind: "ip", value: ip }]);
  return decision.allowed ? undefined : decision.retryAfterSeconds;
}

async function envFor(db: Db, asker: Asker): Promise<SubmitEnv> {
  const [settings, user] = await Promise.all([getSettings(db), getThemeUser(db, asker.userId)]);
  return {
    lang: asker.lang,
    owner: isOwner(user?.role),
    userId: asker.userId,
    adminEmail:
      settings["forms.notificationEmail"] ||
      settings["shop.orderNotificationEmail"] ||
      settings["legal.email"],
    siteTitle: settings["site.name"],
    origin: asker.origin?.replace(/\/$/, ""),
  };
}

/** An open form by id (a closed or unknown one is undefined: 404). */
export async function openForm(db: Db, id: number): Promise<StoredForm | undefined> {
  const form = await getForm(db, id);
  return form?.status === "publish" ? form : undefined;
}

export async function submitForm(
  db: Db,
  form: StoredForm,
  posted: PostedSubmission,
  asker: Asker,
  /** Needed when the form has a captcha (without: its tokens fail, closed). */
  captchaSecrets?: CaptchaSecrets,
): Promise<SubmitOutcome> {
  const captcha =
    captchaSecrets && captchaFields(form).length > 0
      ? await captchaContext(db, captchaSecrets, asker.lang, asker.origin)
      : undefined;
  return runSubmission(form, posted, await envFor(db, asker), { db, enqueueMail, captcha });
}

/** `nf_resume`: takes the token (single-use) and runs the remaining actions. */
export async function resumeForm(
  db: Db,
  form: StoredForm,
  token: string | undefined,
  asker: Asker,
): Promise<SubmitOutcome> {
  const env = await envFor(db, asker);
  const resumed = token ? await takeResumeToken(db, token, form.id) : undefined;
  if (!resumed) {
    return {
      accepted: false,
      answer: {
        formId: form.id,
        afterSubmit: {
          clearComplete: !!form.settings.clear_complete,
          hideComplete: !!form.settings.hide_complete,
        },
        fieldErrors: {},
        formErrors: { resume_invalid: submissionText(asker.lang, "submit.resumeInvalid") },
      },
    };
  }
  return resumeSubmission(form, resumed, env, { db, enqueueMail });
}
