CREATE TABLE "sign_in_client_failures" (
	"email" text NOT NULL,
	"ip_address" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failed_at" timestamp with time zone,
	CONSTRAINT "sign_in_client_failures_email_ip_address_pk" PRIMARY KEY("email","ip_address")
);
--> statement-breakpoint
ALTER TABLE "passcodes" ADD COLUMN "challenge_hash" text;--> statement-breakpoint
ALTER TABLE "passcodes" ADD COLUMN "sends" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "passcodes" ADD COLUMN "last_sent_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "sign_in_client_failures_last_failed_idx" ON "sign_in_client_failures" USING btree ("last_failed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "passcodes_challenge_key" ON "passcodes" USING btree ("challenge_hash");--> statement-breakpoint
ALTER TABLE "sign_in_failures" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_sign_ins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "last_failed_sign_in_at";