import { createContext, useContext } from "react";
import type { Lang } from "#modules/i18n/index.ts";

/**
 * What the page knows that fields need: the language, the signed-in user's id (0 for a visitor;
 * the rich text media button, spec §6), the REST root and the admin-ajax URL (the proof-of-work
 * captcha's challenge; absolute in the embed, which runs on another origin). The page routes read it from the root
 * loader (`useRootFormEnv`, root-form-env.ts) and hand it to FormView; the embeddable form
 * (app/embed/) sets its own. Nothing here needs the router, so the embed can render the fields.
 */
export type FormEnv = {
  lang: Lang;
  userId: number;
  restRoot: string;
  ajaxUrl: string;
  /** The embed's upload key and current nonce (it sends no cookies); unset on our pages. */
  embedUpload?: { key: string; nonce: () => string };
};
export const FormEnvContext = createContext<FormEnv>({
  lang: "de",
  userId: 0,
  restRoot: "/wp-json/",
  ajaxUrl: "/wp-admin/admin-ajax.php",
});
export const useFormEnv = (): FormEnv => useContext(FormEnvContext);
