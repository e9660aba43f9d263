-- Every instance of the app listens on the channel bb_changes and keeps what polls ask for most
-- (sessions, the applicants version) in memory until the database announces a change here.
-- Triggers announce it, so no code path that writes these tables can forget to.
CREATE FUNCTION bb_announce_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bb_changes', 's:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_announce AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION bb_announce_session();
--> statement-breakpoint
CREATE FUNCTION bb_announce_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bb_changes', 'u:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_announce AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION bb_announce_user();
--> statement-breakpoint
CREATE FUNCTION bb_announce_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bb_changes', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_announce_truncate AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION bb_announce_all();
--> statement-breakpoint
CREATE TRIGGER users_announce_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bb_announce_all();
--> statement-breakpoint
CREATE FUNCTION bb_announce_settings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bb_changes', 'settings');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER settings_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION bb_announce_settings();
--> statement-breakpoint
CREATE FUNCTION bb_announce_counter() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bb_changes', 'c:' || NEW.value || ':' || NEW.key);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER change_counters_announce AFTER INSERT OR UPDATE ON change_counters
  FOR EACH ROW EXECUTE FUNCTION bb_announce_counter();
