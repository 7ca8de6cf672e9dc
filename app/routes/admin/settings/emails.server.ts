/**
 * The E-Mails settings' loaders and actions (issue 27 item 1): the overview (sender, the list of
 * mails) and one mail's screen (texts per language: save, preview, test send, restore defaults).
 * Thin: every check and write is in modules/mail and modules/mail-texts. A shop manager may do all
 * of it (day-to-day business, not users or security: docs/back-office/settings-emails.md).
 */
import { randomUUID } from "node:crypto";
import { data, type RouterContextProvider } from "react-router";
import { sectionFields } from "#app/components/admin/settings/fields.ts";
import { servicesContext } from "#app/context.ts";
import { type Lang, translate } from "#modules/i18n/index.ts";
import {
  defaultMailTexts,
  isMailId,
  MAIL_TYPES,
  type MailId,
  type MailTexts,
  mailLangs,
  mailType,
} from "#modules/mail/mail-types.ts";
import { parseMailFrom, senderFor } from "#modules/mail/sender.ts";
import { type MailTextErrors, mailTextsKey } from "#modules/mail/settings.ts";
import { previewMail } from "#modules/mail-texts/preview.ts";
import { checkMailForm, cleanMailTexts, saveMailTexts } from "#modules/mail-texts/save.ts";
import { sendTestMail } from "#modules/mail-texts/test-send.ts";
import type { MailContext } from "#modules/orders/mails.ts";
import { getSettings, type Settings } from "#modules/settings/index.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { mailLinkOrigin } from "#modules/site/origin.ts";
import { type AdminRequest, requireOwner } from "../admin.server.ts";
import { EMAILS_GROUP, senderSections } from "./emails-fields.ts";
import { loadSettingsGroup, saveSettingsGroupForm } from "./settings-group.server.ts";
import "#modules/i18n/messages-admin-settings-emails.ts";

type Ctx = Pick<RouterContextProvider, "get">;

function mailFrom(context: Ctx): string {
  return context.get(servicesContext).config.MAIL_FROM;
}

export async function loadEmailsOverview(context: Ctx, request: Request) {
  const from = mailFrom(context);
  const group = await loadSettingsGroup(context, request, EMAILS_GROUP, sectionFields(senderSections(from)));
  const settings = await getSettings(context.get(servicesContext).db);
  const mails = MAIL_TYPES.map((m) => ({
    id: m.id,
    to: m.to,
    custom: mailLangs(m.id).filter((lang) => settings[mailTextsKey(m.id)][lang] !== undefined),
  }));
  return { ...group, mailFrom: from, mails };
}

/** Saves the sender; an address outside MAIL_FROM's domain is saved with a warning naming the address used. */
export function saveSender(context: Ctx, request: Request) {
  const from = mailFrom(context);
  return saveSettingsGroupForm(
    context,
    request,
    EMAILS_GROUP,
    sectionFields(senderSections(from)),
    (next: Settings, { lang }) => {
      const address = next["mail.fromAddress"];
      if (!address) return {};
      const used = senderFor(from, { address }).address;
      if (used === address) return {};
      return { warnings: [translate(lang, "admin.settings.emails.otherDomain", { address, used })] };
    },
  );
}

function mailOr404(id: string | undefined): MailId {
  if (!id || !isMailId(id)) throw data(null, { status: 404, headers: NO_STORE });
  return id;
}

export async function loadMailScreen(context: Ctx, request: Request, idParam: string | undefined) {
  const { services } = await requireOwner(context, request);
  const id = mailOr404(idParam);
  const stored = (await getSettings(services.db))[mailTextsKey(id)];
  const langs = mailLangs(id);
  const type = mailType(id);
  return {
    id,
    to: type.to,
    langs,
    placeholders: type.placeholders,
    texts: Object.fromEntries(langs.map((l) => [l, stored[l] ?? defaultMailTexts(id, l)])) as Partial<
      Record<Lang, MailTexts>
    >,
    custom: langs.filter((l) => stored[l] !== undefined),
    mailFrom: parseMailFrom(services.config.MAIL_FROM).address,
    /** One test send per rendered form (its dedupe key). */
    token: randomUUID(),
  };
}

export type MailScreenAnswer = {
  ok: boolean;
  intent: "save" | "preview" | "test" | "reset";
  changed?: boolean;
  errors?: MailTextErrors;
  /** What the owner typed, shown again after a refusal, a preview or a test send. */
  values?: Partial<Record<Lang, MailTexts>>;
  preview?: { subject: string; html: string; lang: Lang; orderId?: number };
  noOrder?: boolean;
  tested?: { email: string; queued: boolean };
};

function answer(body: MailScreenAnswer, status = 200) {
  return data(body, { status, headers: NO_STORE });
}

const INTENTS = ["save", "preview", "test", "reset"] as const;

function readTexts(form: FormData, langs: readonly Lang[]): Partial<Record<Lang, MailTexts>> {
  const field = (lang: Lang, name: string) => {
    const v = form.get(`${lang}.${name}`);
    return typeof v === "string" ? v : "";
  };
  return Object.fromEntries(
    langs.map((lang) => [
      lang,
      { subject: field(lang, "subject"), heading: field(lang, "heading"), text: field(lang, "text") },
    ]),
  );
}

async function mailContext(admin: AdminRequest): Promise<MailContext> {
  const { db, config } = admin.services;
  return {
    settings: await getSettings(db),
    secret: config.secret,
    siteUrl: await mailLinkOrigin(db, config),
  };
}

export async function mailScreenAction(context: Ctx, request: Request, idParam: string | undefined) {
  const admin = await requireOwner(context, request);
  const id = mailOr404(idParam);
  const { services, actor, lang: uiLang } = admin;
  const form = await request.formData();
  const intent = INTENTS.find((i) => i === form.get("intent"));
  if (!intent) return answer({ ok: false, intent: "save" }, 400);
  if (intent === "reset") {
    const changed = await saveMailTexts(services.db, { actor, id, stored: {} });
    return answer({ ok: true, intent, changed });
  }
  const langs = mailLangs(id);
  const values = readTexts(form, langs);
  const checked = checkMailForm(id, values, uiLang);
  if (!checked.ok) return answer({ ok: false, intent, errors: checked.errors, values }, 400);
  if (intent === "save") {
    const changed = await saveMailTexts(services.db, { actor, id, stored: checked.stored });
    return answer({ ok: true, intent, changed });
  }
  const wanted = form.get("previewLang");
  const previewLang = langs.find((l) => l === wanted) ?? langs[0]!;
  const input = {
    id,
    lang: previewLang,
    texts: cleanMailTexts(values[previewLang]!),
    ctx: await mailContext(admin),
  };
  if (intent === "preview") {
    const preview = await previewMail(services.db, input);
    if (!preview.ok) return answer({ ok: true, intent, values, noOrder: true });
    return answer({ ok: true, intent, values, preview: shown(preview.mail, previewLang, preview.orderId) });
  }
  const token = String(form.get("token") ?? "").slice(0, 64) || randomUUID();
  const sent = await sendTestMail(services.db, { ...input, actor, to: admin.owner.email, token });
  if (!sent.preview.ok) return answer({ ok: true, intent, values, noOrder: true });
  return answer({
    ok: true,
    intent,
    values,
    tested: { email: admin.owner.email, queued: sent.queued },
    preview: shown(sent.preview.mail, previewLang, sent.preview.orderId),
  });
}

function shown(mail: { subject: string; html: string }, lang: Lang, orderId?: number) {
  return { subject: mail.subject, html: mail.html, lang, ...(orderId ? { orderId } : {}) };
}
