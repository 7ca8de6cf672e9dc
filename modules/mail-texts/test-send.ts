/**
 * The test send of a mail (issue 27 item 1): the preview (the latest order, the texts as typed)
 * queued through the outbox to the signed-in owner's own address, "[Test]" before the subject;
 * one mail per click (the form's token is the dedupe key), audited.
 */
import type { Db } from "#db/client.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import { translate } from "../i18n/index.ts";
import "../i18n/messages-mail-texts.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { type MailPreview, type PreviewInput, previewMail } from "./preview.ts";

export type TestSend = { queued: boolean; preview: MailPreview };

export async function sendTestMail(
  db: Db,
  input: PreviewInput & { actor: Actor; to: string; token: string },
): Promise<TestSend> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const preview = await previewMail(tx, input);
    if (!preview.ok) return { queued: false, preview };
    const queued = await enqueueMail(tx, {
      dedupeKey: `mail-test:${input.id}:${input.lang}:${input.token}`,
      to: input.to,
      ...preview.mail,
      subject: translate(input.lang, "mailTexts.test.prefix", { subject: preview.mail.subject }),
    });
    if (queued) {
      await recordAudit(tx, {
        actor: input.actor,
        entity: "mail",
        entityId: input.id,
        action: "test-send",
        changes: { lang: { from: null, to: input.lang }, order: { from: null, to: preview.orderId ?? null } },
      });
    }
    return { queued, preview };
  });
}
