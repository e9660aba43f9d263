CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"user_id" integer,
	"direction" text DEFAULT 'out' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"draft" boolean DEFAULT false NOT NULL,
	"channels" text[] DEFAULT '{email}'::text[] NOT NULL,
	"reply_id" integer,
	"message_id_header" text,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_applicant_idx" ON "messages" USING btree ("applicant_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_outbox_idx" ON "messages" USING btree ("next_attempt_at") WHERE "messages"."delivered_at" IS NULL AND "messages"."sent_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_message_id_idx" ON "messages" USING btree ("message_id_header");