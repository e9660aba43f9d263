ALTER TABLE "inbound_mails" ADD COLUMN "attachment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_mails" ADD COLUMN "spam" boolean DEFAULT false NOT NULL;