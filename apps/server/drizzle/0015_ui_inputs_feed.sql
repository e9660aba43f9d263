-- The UI state every open tab polls is made of the settings, the document categories, the
-- applicants version, and per person the followed applicants and the unread notifications: these
-- announce their changes on bb_changes too (see 0014_change_feed).
CREATE FUNCTION bb_announce_follows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('bb_changes', 'f:' || OLD.user_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('bb_changes', 'f:' || NEW.user_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applicant_followers_announce AFTER INSERT OR UPDATE OR DELETE ON applicant_followers
  FOR EACH ROW EXECUTE FUNCTION bb_announce_follows();
--> statement-breakpoint
CREATE TRIGGER applicant_followers_announce_truncate AFTER TRUNCATE ON applicant_followers
  FOR EACH STATEMENT EXECUTE FUNCTION bb_announce_all();
--> statement-breakpoint
CREATE FUNCTION bb_announce_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('bb_changes', 'n:' || OLD.user_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('bb_changes', 'n:' || NEW.user_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_announce AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION bb_announce_notifications();
--> statement-breakpoint
CREATE TRIGGER notifications_announce_truncate AFTER TRUNCATE ON notifications
  FOR EACH STATEMENT EXECUTE FUNCTION bb_announce_all();
--> statement-breakpoint
CREATE TRIGGER document_categories_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON document_categories
  FOR EACH STATEMENT EXECUTE FUNCTION bb_announce_settings();
