CREATE TABLE "document_texts" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"applicant_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"truncated" boolean DEFAULT false NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"vector" "tsvector",
	"pages" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "document_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "document_texts" ADD CONSTRAINT "document_texts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_texts" ADD CONSTRAINT "document_texts_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_texts_pending_idx" ON "document_texts" USING btree ("claimed_until") WHERE "document_texts"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "document_texts_applicant_idx" ON "document_texts" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "applicants_document_vector_idx" ON "applicants" USING gin ("document_vector") WITH (fastupdate=off);--> statement-breakpoint
-- custom: the words of all of a person's documents in one vector (tsvector || tsvector as an aggregate).
CREATE AGGREGATE tsvector_agg(tsvector) (SFUNC = tsvector_concat, STYPE = tsvector, INITCOND = '');
--> statement-breakpoint
-- Documents uploaded before: their text is read by the job like that of new ones.
INSERT INTO document_texts (document_id, applicant_id, updated_at)
  SELECT id, applicant_id, now() FROM documents
  WHERE mime_type IN ('application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.oasis.opendocument.text', 'text/plain');
