-- Owner two-factor sign-in (TOTP, issue 20): one secret per owner, encrypted with a key derived
-- from the app secret (never in clear), enabled once the owner confirmed a code; and the
-- one-time recovery codes, stored as SHA-256 hashes and marked when used.
CREATE TABLE "owner_totp" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"secret" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "owner_recovery_codes_user_hash_idx" ON "owner_recovery_codes" ("user_id", "code_hash");
