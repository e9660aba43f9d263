ALTER TABLE "applicants" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "applicants_board_idx" ON "applicants" USING btree ("status","status_changed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "applicants"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "applicants_board_job_idx" ON "applicants" USING btree ("job","status","status_changed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "applicants"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "applicants_board_group_idx" ON "applicants" USING btree ("profession_group","status","status_changed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "applicants"."deleted_at" IS NULL;--> statement-breakpoint
-- custom:
-- When the applicant entered its status: the latest status change of the history, else its creation.
UPDATE applicants a SET status_changed_at = coalesce(
  (SELECT max(h.created_at) FROM applicant_history h WHERE h.applicant_id = a.id AND h.action = 'status_changed'),
  a.created_at);
--> statement-breakpoint
-- Kept by the database, so every path that writes a status (the profile, the board, bulk actions,
-- a merge, an import) moves it: on insert the creation time; on a status change the row's new
-- updated_at when the writer set one (the app's clock), else the transaction's time.
CREATE FUNCTION bb_status_changed_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.status_changed_at := NEW.created_at;
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    NEW.status_changed_at := CASE WHEN NEW.updated_at IS DISTINCT FROM OLD.updated_at THEN NEW.updated_at ELSE now() END;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER applicants_status_changed_at BEFORE INSERT OR UPDATE OF status ON applicants
  FOR EACH ROW EXECUTE FUNCTION bb_status_changed_at();
