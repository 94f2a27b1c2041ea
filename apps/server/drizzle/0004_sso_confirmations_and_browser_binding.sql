CREATE TABLE "sso_email_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"provider" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_identities" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sso_tokens" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "sso_tokens" ADD COLUMN "browser_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sso_email_confirmations_token_hash_key" ON "sso_email_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sso_email_confirmations_email_idx" ON "sso_email_confirmations" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "sso_identities_user_idx" ON "sso_identities" USING btree ("user_id");