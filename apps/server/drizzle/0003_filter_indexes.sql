CREATE INDEX "applicants_last_name_trgm_idx" ON "applicants" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applicants_first_name_trgm_idx" ON "applicants" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applicants_city_trgm_idx" ON "applicants" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applicants_email_trgm_idx" ON "applicants" USING gin ("email" gin_trgm_ops);