-- The back office's audit log (BRIEF "Back office"): every change an owner makes, who, when,
-- which record, before → after with personal fields redacted (modules/audit). Never updated or
-- deleted by the application except the GDPR erasure's anonymisation of the actor label.
CREATE TABLE "audit_log" (
  "id" bigserial PRIMARY KEY,
  "at" timestamptz NOT NULL DEFAULT now(),
  "actor_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "actor_label" text NOT NULL,
  "entity" text NOT NULL,
  "entity_id" text NOT NULL,
  "action" text NOT NULL,
  "changes" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "request_id" text
);
--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" ("entity", "entity_id", "at" DESC);
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" ("at" DESC);
--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" ("actor_id", "at" DESC);
