CREATE TABLE "search_word_counts" (
	"word" text PRIMARY KEY NOT NULL,
	"applicants" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_words" DROP COLUMN "applicants";--> statement-breakpoint
-- custom: the counts move to their own table; the vocabulary's rows now only come and go.
INSERT INTO search_word_counts (word, applicants)
  SELECT w, count(*) FROM applicants, unnest(bb_profile_words(search_text)) AS w GROUP BY w;--> statement-breakpoint
DELETE FROM search_words w WHERE NOT EXISTS (SELECT 1 FROM search_word_counts c WHERE c.word = w.word);--> statement-breakpoint
INSERT INTO search_words (word) SELECT word FROM search_word_counts ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Room on each page for a count's next version beside the old one, which lets PostgreSQL clean
-- up old versions page by page without a VACUUM.
ALTER TABLE search_word_counts SET (fillfactor = 70);--> statement-breakpoint
-- Every count change so far also wrote the nearest-word index; built anew it holds the words once.
REINDEX INDEX search_words_nearest_idx;--> statement-breakpoint
-- Words are counted up and down one by one in alphabetical order, so two transactions touching the
-- same words lock them in the same order and never deadlock. A word enters the vocabulary with its
-- first holder and leaves it with its last.
CREATE OR REPLACE FUNCTION bb_count_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_words text[] := '{}';
  after_words text[] := '{}';
  w text;
  held integer;
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
      INSERT INTO search_word_counts AS s (word, applicants) VALUES (w, 1)
      ON CONFLICT (word) DO UPDATE SET applicants = s.applicants + 1
      RETURNING applicants INTO held;
      IF held = 1 THEN
        INSERT INTO search_words (word) VALUES (w) ON CONFLICT DO NOTHING;
      END IF;
    ELSE
      UPDATE search_word_counts SET applicants = applicants - 1 WHERE word = w
      RETURNING applicants INTO held;
      IF held IS NOT NULL AND held <= 0 THEN
        DELETE FROM search_word_counts WHERE word = w;
        DELETE FROM search_words WHERE word = w;
      END IF;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
