import type { WireRegistry } from "../types.ts";
import { restNonce } from "./rest-nonce.ts";

/** `admin-ajax.php` handlers, by `action`. Forms, live search and SEPA add theirs. */
export const adminAjaxHandlers: WireRegistry = {
  "rest-nonce": restNonce,
};
