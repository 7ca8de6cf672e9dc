/**
 * For pages: splits content at form shortcodes and loads the forms they name (open ones only;
 * an unknown or closed form leaves nothing in its place).
 */
import type { Db } from "#db/client.ts";
import type { Lang } from "../i18n/index.ts";
import { runtimeWithCaptcha } from "./captcha/page.ts";
import type { RuntimeForm } from "./engine/types.ts";
import { toRuntimeForm } from "./runtime.ts";
import { type ContentPart, splitFormShortcodes } from "./shortcode.ts";
import { getForm } from "./store.ts";

export type RenderedPart = ({ html: string } | { form: RuntimeForm }) & { key: string };

export async function contentWithForms(db: Db, html: string, lang: Lang): Promise<RenderedPart[]> {
  const parts: ContentPart[] = splitFormShortcodes(html);
  if (!parts.some((p) => "form" in p)) return [{ html, key: "content" }];
  const out: RenderedPart[] = [];
  for (const [i, p] of parts.entries()) {
    if ("html" in p) {
      out.push({ ...p, key: `html-${i}` });
      continue;
    }
    const stored = await getForm(db, p.form);
    if (stored && stored.status === "publish")
      out.push({
        form: await runtimeWithCaptcha(
          db,
          toRuntimeForm({ id: stored.id, settings: stored.settings, fields: stored.fields }, lang),
        ),
        key: `form-${i}`,
      });
  }
  return out;
}
