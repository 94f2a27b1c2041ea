CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"file_name" text,
	"format" text,
	"file_bytes" "bytea",
	"content_type" text,
	"text" text,
	"text_hash" text,
	"detected" jsonb,
	"hints" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"auto_publish" boolean DEFAULT false NOT NULL,
	"duplicate_of" uuid,
	"story_id" uuid,
	"transcript_id" uuid,
	"error" jsonb,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preview" jsonb,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stories" ALTER COLUMN "industry_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "earning_transcripts" ADD COLUMN "qa_start_sentence" integer;--> statement-breakpoint
ALTER TABLE "earning_transcripts" ADD COLUMN "speakers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "earning_transcripts" ADD COLUMN "call_date" date;--> statement-breakpoint
ALTER TABLE "earning_transcripts" ADD COLUMN "text_hash" text;--> statement-breakpoint
ALTER TABLE "earning_transcripts" ADD COLUMN "source_format" text;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_duplicate_of_stories_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_jobs_recent_idx" ON "import_jobs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "import_jobs_active_idx" ON "import_jobs" USING btree ("created_at") WHERE "import_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "earning_transcripts_text_hash_idx" ON "earning_transcripts" USING btree ("text_hash");