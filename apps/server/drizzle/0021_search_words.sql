CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"applicants" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- custom: the existing GIN indexes stop using a pending list, and what waits in it is merged now.
ALTER INDEX "applicants_search_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"applicants_search_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "applicants_last_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"applicants_last_name_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "applicants_first_name_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"applicants_first_name_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "applicants_city_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"applicants_city_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "applicants_email_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"applicants_email_trgm_idx"'::regclass);--> statement-breakpoint
ALTER INDEX "applicants_search_vector_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('"applicants_search_vector_idx"'::regclass);--> statement-breakpoint
-- custom: the vocabulary of the profiles' words, kept by a trigger.
CREATE FUNCTION bb_profile_words(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}')
  FROM regexp_split_to_table(coalesce(t, ''), '[^[:alpha:]]+') AS w
  WHERE length(w) >= 4
$$;--> statement-breakpoint
-- Words are counted up and down one by one in alphabetical order, so two transactions touching the
-- same words lock them in the same order and never deadlock.
CREATE FUNCTION bb_count_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_words text[] := '{}';
  after_words text[] := '{}';
  w text;
BEGIN
  IF TG_OP <> 'INSERT' THEN before_words := bb_profile_words(OLD.search_text); END IF;
  IF TG_OP <> 'DELETE' THEN after_words := bb_profile_words(NEW.search_text); END IF;
  IF before_words = after_words THEN RETURN NULL; END IF;
  FOR w IN
    SELECT x FROM unnest(before_words || after_words) AS x
    WHERE (x = ANY (before_words)) <> (x = ANY (after_words))
    ORDER BY x
  LOOP
    IF w = ANY (after_words) THEN
      INSERT INTO search_words AS s (word, applicants) VALUES (w, 1)
      ON CONFLICT (word) DO UPDATE SET applicants = s.applicants + 1;
    ELSE
      UPDATE search_words SET applicants = applicants - 1 WHERE word = w;
      DELETE FROM search_words WHERE word = w AND applicants <= 0;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER applicants_search_words
  AFTER INSERT OR DELETE OR UPDATE OF search_text ON applicants
  FOR EACH ROW EXECUTE FUNCTION bb_count_search_words();--> statement-breakpoint
INSERT INTO search_words (word, applicants)
  SELECT w, count(*) FROM applicants, unnest(bb_profile_words(search_text)) AS w GROUP BY w;
