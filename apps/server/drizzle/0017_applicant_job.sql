ALTER TABLE "applicants" ADD COLUMN "job" text;--> statement-breakpoint
CREATE INDEX "applicants_job_idx" ON "applicants" USING btree ("job","updated_at" DESC NULLS LAST) WHERE "applicants"."deleted_at" IS NULL;--> statement-breakpoint
-- Written here rather than in the Drizzle schema: the applicants table would otherwise import the jobs feature, which sits above it.
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_job_jobs_slug_fk" FOREIGN KEY ("job") REFERENCES "public"."jobs"("slug") ON DELETE SET NULL ON UPDATE CASCADE;
