-- Settings II, users (issue 27 item 4): an owner can be deactivated (sign-in, sessions and
-- application passwords refused; kept for the audit log and their orders' history), and an
-- administrator invites owners by mail with a single-use set-password link that expires.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "deactivated_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "user_invitations" (
  "id" serial PRIMARY KEY NOT NULL,
  "email" text NOT NULL,
  "role" text NOT NULL,
  "display_name" text DEFAULT '' NOT NULL,
  "token_hash" text NOT NULL,
  "invited_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  CONSTRAINT "user_invitations_token_hash_unique" UNIQUE("token_hash"),
  CONSTRAINT "user_invitations_role_check" CHECK ("role" IN ('shop_manager', 'administrator'))
);
--> statement-breakpoint
-- One open invitation per address (a new one replaces the old: modules/users/invitations.ts).
CREATE UNIQUE INDEX IF NOT EXISTS "user_invitations_open_email_idx"
  ON "user_invitations" (lower("email")) WHERE "used_at" IS NULL;
