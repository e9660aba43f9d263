CREATE TABLE "bulk_job_items" (
	"job_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bulk_job_items_job_id_applicant_id_pk" PRIMARY KEY("job_id","applicant_id")
);
--> statement-breakpoint
CREATE TABLE "bulk_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"summary" text,
	"claimed_until" timestamp with time zone,
	"file_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bulk_job_items" ADD CONSTRAINT "bulk_job_items_job_id_bulk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bulk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_jobs" ADD CONSTRAINT "bulk_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_job_items_pending_idx" ON "bulk_job_items" USING btree ("job_id","applicant_id") WHERE state = 'pending';