CREATE TABLE "application_passwords" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "application_passwords_passwordHash_unique" UNIQUE("password_hash")
);
--> statement-breakpoint
ALTER TABLE "application_passwords" ADD CONSTRAINT "application_passwords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_passwords_user_id_index" ON "application_passwords" USING btree ("user_id");