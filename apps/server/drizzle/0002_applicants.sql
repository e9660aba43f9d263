CREATE TABLE "applicant_followers" (
	"applicant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "applicant_followers_applicant_id_user_id_pk" PRIMARY KEY("applicant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "applicants" (
	"id" serial PRIMARY KEY NOT NULL,
	"salutation" text,
	"title" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" date,
	"email" text,
	"phone" text,
	"phone_digits" text,
	"street" text,
	"postal_code" text,
	"city" text,
	"profession_group" text,
	"status" text DEFAULT 'neu' NOT NULL,
	"available_from" date,
	"desired_salary" double precision,
	"weekly_hours" double precision,
	"driving_license" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text,
	"privacy_consent_at" date,
	"remarks" text,
	"qualified" boolean DEFAULT false NOT NULL,
	"average_rating" double precision,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector"
);
--> statement-breakpoint
CREATE TABLE "change_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applicant_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applicant_followers" ADD CONSTRAINT "applicant_followers_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_followers" ADD CONSTRAINT "applicant_followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_history" ADD CONSTRAINT "applicant_history_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_history" ADD CONSTRAINT "applicant_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicant_followers_user_idx" ON "applicant_followers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "applicants_live_updated_idx" ON "applicants" USING btree ("updated_at" DESC NULLS LAST) WHERE "applicants"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "applicants_status_idx" ON "applicants" USING btree ("status","updated_at" DESC NULLS LAST) WHERE "applicants"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "applicants_group_idx" ON "applicants" USING btree ("profession_group","updated_at" DESC NULLS LAST) WHERE "applicants"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "applicants_deleted_idx" ON "applicants" USING btree ("deleted_at") WHERE "applicants"."deleted_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "applicants_last_name_idx" ON "applicants" USING btree ("last_name" COLLATE de_icu,"first_name" COLLATE de_icu);--> statement-breakpoint
CREATE INDEX "applicants_email_idx" ON "applicants" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "applicants_phone_idx" ON "applicants" USING btree ("phone_digits");--> statement-breakpoint
CREATE INDEX "applicants_name_birth_idx" ON "applicants" USING btree (lower("last_name"),lower("first_name"),"birth_date");--> statement-breakpoint
CREATE INDEX "applicants_search_trgm_idx" ON "applicants" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applicants_search_vector_idx" ON "applicants" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "applicant_history_applicant_idx" ON "applicant_history" USING btree ("applicant_id","created_at" DESC NULLS LAST);