import { issueChallenge } from "#modules/forms/captcha/pow.server.ts";
import { translateForms } from "#modules/forms/messages.ts";
import { getForm } from "#modules/forms/store.ts";
import { getSetting } from "#modules/settings/store.ts";
import { NO_STORE_VALUE } from "#modules/shared/cache-control.ts";
import { errorResponse } from "../errors.ts";
import { field, type WireHandler } from "../types.ts";

/**
 * `GET admin-ajax.php?action=nf_pow_challenge&form_id=ID`: a fresh proof-of-work challenge bound
 * to the form and the time (modules/forms/captcha/pow.server.ts). Only for open forms with a
 * proof-of-work field; never cached.
 */
export const powChallenge: WireHandler = {
  methods: ["GET"],
  async handle(req) {
    const id = field(req.fields, "form_id") ?? "";
    const form = /^[0-9]{1,9}$/.test(id) ? await getForm(req.services.db, id) : undefined;
    if (form?.status !== "publish" || !form.fields.some((f) => f.type === "proofofwork"))
      return errorResponse("form_not_found", translateForms(req.lang, "forms.notFound"), 404);
    const difficulty = await getSetting(req.services.db, "captcha.proofofwork.difficulty");
    const { challenge, expiresAt } = issueChallenge(req.services.config.secret, form.id, { difficulty });
    return Response.json(
      { challenge, difficulty, expires: expiresAt },
      { headers: { "Cache-Control": NO_STORE_VALUE } },
    );
  },
};
