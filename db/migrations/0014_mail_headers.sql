-- Reply-To, Cc, Bcc and a sender of its own for a mail (form e-mail actions, ADR 009) get their own
-- column; rows queued before kept them as JSON in "to" (an address never starts with "{").
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;
--> statement-breakpoint
UPDATE "mail_outbox" SET "headers" = ("to"::jsonb - 'to'), "to" = ("to"::jsonb ->> 'to') WHERE "to" LIKE '{%';
