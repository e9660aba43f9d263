CREATE TABLE "applicant_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"text_version" text NOT NULL,
	"text" text NOT NULL,
	"ip" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_followers" (
	"job_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_followers_job_id_user_id_pk" PRIMARY KEY("job_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "channel" text DEFAULT 'manuell' NOT NULL;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "duplicate_of" integer;--> statement-breakpoint
ALTER TABLE "applicant_consents" ADD CONSTRAINT "applicant_consents_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_followers" ADD CONSTRAINT "job_followers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_followers" ADD CONSTRAINT "job_followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicant_consents_applicant_idx" ON "applicant_consents" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "job_followers_user_idx" ON "job_followers" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_duplicate_of_applicants_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."applicants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicants_duplicate_of_idx" ON "applicants" USING btree ("duplicate_of") WHERE "applicants"."duplicate_of" IS NOT NULL;