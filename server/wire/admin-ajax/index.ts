import type { WireRegistry } from "../types.ts";
import { consentChoice } from "./consent-choice.ts";
import { isAjaxLoadPosts } from "./is-ajax-load-posts.tsx";
import { nfAjaxSubmit } from "./nf-ajax-submit.ts";
import { nfFuUpload } from "./nf-fu-upload.ts";
import { powChallenge } from "./pow-challenge.ts";
import { restNonce } from "./rest-nonce.ts";
import { sepaMandatePreview } from "./sepa-mandate-preview.ts";

/** `admin-ajax.php` handlers, by `action`. Forms, live search and SEPA add theirs. */
export const adminAjaxHandlers: WireRegistry = {
  "rest-nonce": restNonce,
  gm_sepa_direct_debit_mandate_preview: sepaMandatePreview,
  laden_consent: consentChoice,
  is_ajax_load_posts: isAjaxLoadPosts,
  nf_ajax_submit: nfAjaxSubmit,
  nf_fu_upload: nfFuUpload,
  nf_pow_challenge: powChallenge,
};
