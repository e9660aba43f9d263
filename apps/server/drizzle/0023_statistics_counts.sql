CREATE TABLE "statistics_applicants" (
	"applicant_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"grp" text NOT NULL,
	"source" text NOT NULL,
	"job" text NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"stage" smallint NOT NULL,
	"hire_changed_at" timestamp with time zone,
	"hired_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"hire_days" double precision,
	"intake_days" double precision
);
--> statement-breakpoint
CREATE TABLE "statistics_counts" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"grp" text NOT NULL,
	"key" text NOT NULL,
	"stage" smallint NOT NULL,
	"n" integer NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "statistics_counts_kind_day_grp_key_stage_pk" PRIMARY KEY("kind","day","grp","key","stage")
);
--> statement-breakpoint
CREATE TABLE "statistics_months" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"grp" text NOT NULL,
	"key" text NOT NULL,
	"stage" smallint NOT NULL,
	"n" integer NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "statistics_months_kind_day_grp_key_stage_pk" PRIMARY KEY("kind","day","grp","key","stage")
);--> statement-breakpoint
-- custom:
-- The funnel's stage of a status (neu 0 … eingestellt 5); null for statuses outside the funnel.
-- Written out here as the statistics define it; a change of the funnel needs a migration.
CREATE FUNCTION bb_funnel_stage(status text) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE status WHEN 'neu' THEN 0 WHEN 'in-pruefung' THEN 1 WHEN 'kontaktiert' THEN 2
    WHEN 'vorstellungsgespraech' THEN 3 WHEN 'angebot' THEN 4 WHEN 'eingestellt' THEN 5 END)::smallint
$$;
--> statement-breakpoint
-- What every live applicant contributes now: its creation day in Berlin, group, source, job,
-- channel, current status, the highest stage it has or had on either side of a status change,
-- the latest change to eingestellt, and when it last became eingestellt / abgelehnt (by a status
-- change, or at creation when created so and never changed); and the days to hire the two
-- medians are taken of.
CREATE VIEW statistics_applicant_state AS
  SELECT s.*, (extract(epoch FROM s.hired_at - s.created_at) / 86400)::float8 AS hire_days,
    CASE WHEN s.stage >= 5 THEN
      (extract(epoch FROM coalesce(s.hire_changed_at, s.created_at) - s.created_at) / 86400)::float8 END AS intake_days
  FROM (
  SELECT a.id AS applicant_id, (a.created_at AT TIME ZONE 'Europe/Berlin')::date AS day, a.created_at,
      coalesce(a.profession_group, '') AS grp, coalesce(a.source, '') AS source, coalesce(a.job, '') AS job,
      a.channel, a.status, greatest(bb_funnel_stage(a.status), h.stage, 0)::smallint AS stage,
      h.hire_changed_at,
      CASE WHEN h.applicant_id IS NOT NULL THEN h.hire_changed_at WHEN a.status = 'eingestellt' THEN a.created_at END AS hired_at,
      CASE WHEN h.applicant_id IS NOT NULL THEN h.reject_changed_at WHEN a.status = 'abgelehnt' THEN a.created_at END AS rejected_at
    FROM applicants a
    LEFT JOIN (
      SELECT h.applicant_id,
        max(greatest(bb_funnel_stage(ch.value->>'old'), bb_funnel_stage(ch.value->>'new'))) AS stage,
        max(h.created_at) FILTER (WHERE ch.value->>'new' = 'eingestellt') AS hire_changed_at,
        max(h.created_at) FILTER (WHERE ch.value->>'new' = 'abgelehnt') AS reject_changed_at
      FROM applicant_history h
      LEFT JOIN LATERAL jsonb_array_elements(h.changes) ch ON ch.value->>'field' = 'status'
      WHERE h.action = 'status_changed'
      GROUP BY h.applicant_id
    ) h ON h.applicant_id = a.id
    WHERE a.deleted_at IS NULL
  ) s;
--> statement-breakpoint
-- The count rows one applicant's state makes (n = 1 each, see statistics.table.ts for the kinds).
CREATE FUNCTION bb_statistics_rows(s statistics_applicants)
  RETURNS TABLE (kind text, day date, grp text, key text, stage smallint) LANGUAGE sql IMMUTABLE AS $$
  SELECT r.kind, r.day, r.grp, r.key, r.stage FROM (VALUES
    ('created', s.day, s.grp, s.source, 0::smallint),
    ('day', s.day, s.grp, '', 0::smallint),
    ('stage', s.day, s.grp, '', s.stage),
    ('job', s.day, s.grp, s.job, s.stage),
    ('channel', s.day, s.grp, s.channel, s.stage),
    ('status', '-infinity'::date, s.grp, s.status, 0::smallint),
    ('hired', (s.hired_at AT TIME ZONE 'Europe/Berlin')::date, s.grp, '', 0::smallint),
    ('rejected', (s.rejected_at AT TIME ZONE 'Europe/Berlin')::date, s.grp, '', 0::smallint)
  ) AS r(kind, day, grp, key, stage)
  WHERE r.day IS NOT NULL
$$;
--> statement-breakpoint
-- The count rows of one rating in a group: per criterion (0 overall, then the five sub-ratings)
-- with a value, one value and its sum; `sign` -1 takes them away.
CREATE FUNCTION bb_statistics_rating_rows(r ratings, grp text, sign integer)
  RETURNS TABLE (kind text, day date, grp text, key text, stage smallint, n integer, total bigint)
  LANGUAGE sql IMMUTABLE AS $$
  SELECT 'rating', (r.created_at AT TIME ZONE 'Europe/Berlin')::date, grp, c.i::text, 0::smallint, sign, sign * c.v::bigint
  FROM (VALUES (0, r.overall), (1, r.punctuality), (2, r.reliability), (3, r.teamwork), (4, r.likeability),
    (5, r.expertise)) AS c(i, v)
  WHERE c.v <> 0
$$;
--> statement-breakpoint
-- Brings one applicant's share of the counts up to date: compares what it contributes now with
-- what was counted, adds the difference (in key order, so concurrent writers lock rows alike) and
-- keeps the new state. Changes of one applicant are taken one transaction at a time: the
-- applicant's row is locked (a row lock lives in the row, not in the server's lock table, so one
-- statement may touch any number of applicants; FOR NO KEY UPDATE lets others still add notes or
-- documents to the applicant meanwhile).
CREATE FUNCTION bb_statistics_refresh(target integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  was statistics_applicants;
  now_ statistics_applicants;
  had boolean;
  has boolean;
BEGIN
  PERFORM 1 FROM applicants WHERE id = target FOR NO KEY UPDATE;
  SELECT * INTO was FROM statistics_applicants WHERE applicant_id = target;
  had := FOUND;
  SELECT * INTO now_ FROM statistics_applicant_state WHERE applicant_id = target;
  has := FOUND;
  IF had = has AND (NOT had OR was IS NOT DISTINCT FROM now_) THEN
    RETURN;
  END IF;
  INSERT INTO statistics_counts AS c (kind, day, grp, key, stage, n, total)
  SELECT d.kind, d.day, d.grp, d.key, d.stage, sum(d.n)::integer, sum(d.total)
  FROM (
    SELECT r.*, -1 AS n, 0::bigint AS total FROM bb_statistics_rows(was) r WHERE had
    UNION ALL SELECT r.*, 1, 0::bigint FROM bb_statistics_rows(now_) r WHERE has
    UNION ALL SELECT x.* FROM ratings t, bb_statistics_rating_rows(t, was.grp, -1) x
      WHERE t.applicant_id = target AND had AND (NOT has OR was.grp <> now_.grp)
    UNION ALL SELECT x.* FROM ratings t, bb_statistics_rating_rows(t, now_.grp, 1) x
      WHERE t.applicant_id = target AND has AND (NOT had OR was.grp <> now_.grp)
  ) d
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(d.n) <> 0 OR sum(d.total) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (kind, day, grp, key, stage) DO UPDATE SET n = c.n + excluded.n, total = c.total + excluded.total;
  IF has THEN
    INSERT INTO statistics_applicants SELECT now_.*
    ON CONFLICT (applicant_id) DO UPDATE SET day = excluded.day, created_at = excluded.created_at,
      grp = excluded.grp, source = excluded.source, job = excluded.job, channel = excluded.channel,
      status = excluded.status, stage = excluded.stage, hire_changed_at = excluded.hire_changed_at,
      hired_at = excluded.hired_at, rejected_at = excluded.rejected_at, hire_days = excluded.hire_days,
      intake_days = excluded.intake_days;
  ELSE
    DELETE FROM statistics_applicants WHERE applicant_id = target;
  END IF;
END $$;
--> statement-breakpoint
-- Every change of a day's count also moves its month's.
CREATE FUNCTION bb_statistics_month() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO statistics_months AS c (kind, day, grp, key, stage, n, total)
  VALUES (NEW.kind, date_trunc('month', NEW.day)::date, NEW.grp, NEW.key, NEW.stage,
    NEW.n - coalesce(OLD.n, 0), NEW.total - coalesce(OLD.total, 0))
  ON CONFLICT (kind, day, grp, key, stage) DO UPDATE SET n = c.n + excluded.n, total = c.total + excluded.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER statistics_counts_month AFTER INSERT OR UPDATE ON statistics_counts
  FOR EACH ROW WHEN (NEW.kind <> 'status' AND current_setting('bb.statistics_rebuild', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION bb_statistics_month();
--> statement-breakpoint
-- The medians read only these indexes: the hires of a period, and the cohort's hires.
CREATE INDEX statistics_applicants_hired_idx ON statistics_applicants (hired_at) INCLUDE (grp, hire_days)
  WHERE hired_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX statistics_applicants_reached_hire_idx ON statistics_applicants (day)
  INCLUDE (grp, job, channel, intake_days) WHERE stage >= 5;
--> statement-breakpoint
CREATE FUNCTION bb_statistics_applicant_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bb_statistics_refresh(CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applicants_statistics AFTER INSERT OR DELETE ON applicants
  FOR EACH ROW EXECUTE FUNCTION bb_statistics_applicant_changed();
--> statement-breakpoint
CREATE TRIGGER applicants_statistics_update
  AFTER UPDATE OF status, profession_group, source, job, channel, created_at, deleted_at ON applicants
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.profession_group IS DISTINCT FROM NEW.profession_group OR OLD.source IS DISTINCT FROM NEW.source
    OR OLD.job IS DISTINCT FROM NEW.job OR OLD.channel IS DISTINCT FROM NEW.channel
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION bb_statistics_applicant_changed();
--> statement-breakpoint
CREATE FUNCTION bb_statistics_history_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM bb_statistics_refresh(OLD.applicant_id);
  END IF;
  IF TG_OP = 'INSERT' OR NEW.applicant_id <> OLD.applicant_id THEN
    PERFORM bb_statistics_refresh(NEW.applicant_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applicant_history_statistics_insert AFTER INSERT ON applicant_history
  FOR EACH ROW WHEN (NEW.action = 'status_changed') EXECUTE FUNCTION bb_statistics_history_changed();
--> statement-breakpoint
CREATE TRIGGER applicant_history_statistics_delete AFTER DELETE ON applicant_history
  FOR EACH ROW WHEN (OLD.action = 'status_changed') EXECUTE FUNCTION bb_statistics_history_changed();
--> statement-breakpoint
CREATE TRIGGER applicant_history_statistics_update AFTER UPDATE ON applicant_history
  FOR EACH ROW WHEN ((OLD.action = 'status_changed' OR NEW.action = 'status_changed')
    AND (OLD.action IS DISTINCT FROM NEW.action OR OLD.applicant_id <> NEW.applicant_id
      OR OLD.changes IS DISTINCT FROM NEW.changes OR OLD.created_at IS DISTINCT FROM NEW.created_at))
  EXECUTE FUNCTION bb_statistics_history_changed();
--> statement-breakpoint
-- A rating counts in its applicant's group as last counted; bb_statistics_refresh moves the
-- applicant's ratings when the group changes or the applicant leaves or returns from the trash.
CREATE FUNCTION bb_statistics_rating_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  g text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM 1 FROM applicants WHERE id = OLD.applicant_id FOR NO KEY UPDATE;
    SELECT s.grp INTO g FROM statistics_applicants s WHERE s.applicant_id = OLD.applicant_id;
    IF FOUND THEN
      INSERT INTO statistics_counts AS c (kind, day, grp, key, stage, n, total)
      SELECT * FROM bb_statistics_rating_rows(OLD, g, -1) ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (kind, day, grp, key, stage) DO UPDATE SET n = c.n + excluded.n, total = c.total + excluded.total;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM 1 FROM applicants WHERE id = NEW.applicant_id FOR NO KEY UPDATE;
    SELECT s.grp INTO g FROM statistics_applicants s WHERE s.applicant_id = NEW.applicant_id;
    IF FOUND THEN
      INSERT INTO statistics_counts AS c (kind, day, grp, key, stage, n, total)
      SELECT * FROM bb_statistics_rating_rows(NEW, g, 1) ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (kind, day, grp, key, stage) DO UPDATE SET n = c.n + excluded.n, total = c.total + excluded.total;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ratings_statistics AFTER INSERT OR UPDATE OR DELETE ON ratings
  FOR EACH ROW EXECUTE FUNCTION bb_statistics_rating_changed();
--> statement-breakpoint
-- Counts everything anew from the applicants, their history and ratings (the backfill below;
-- also after bulk loads that ran without triggers).
CREATE FUNCTION bb_statistics_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- The months are summed at the end in one pass, not row by row by their trigger.
  PERFORM set_config('bb.statistics_rebuild', 'on', true);
  DELETE FROM statistics_counts;
  DELETE FROM statistics_months;
  DELETE FROM statistics_applicants;
  INSERT INTO statistics_applicants SELECT * FROM statistics_applicant_state ORDER BY applicant_id;
  -- In key order, so that a period's rows lie together on disk.
  INSERT INTO statistics_counts (kind, day, grp, key, stage, n, total)
  SELECT kind, day, grp, key, stage, sum(n)::integer, sum(total) FROM (
    SELECT r.kind, r.day, r.grp, r.key, r.stage, 1 AS n, 0::bigint AS total
    FROM statistics_applicants s, bb_statistics_rows(s) r
    UNION ALL
    SELECT x.kind, x.day, x.grp, x.key, x.stage, x.n, x.total
    FROM ratings t JOIN statistics_applicants s ON s.applicant_id = t.applicant_id,
      bb_statistics_rating_rows(t, s.grp, 1) x
  ) d
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5;
  INSERT INTO statistics_months (kind, day, grp, key, stage, n, total)
  SELECT kind, date_trunc('month', day)::date, grp, key, stage, sum(n)::integer, sum(total)
  FROM statistics_counts WHERE kind <> 'status'
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5;
  PERFORM set_config('bb.statistics_rebuild', '', true);
END $$;
--> statement-breakpoint
-- Emptying a counted table (TRUNCATE fires no row triggers) counts everything anew.
CREATE FUNCTION bb_statistics_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bb_statistics_rebuild();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applicants_statistics_truncate AFTER TRUNCATE ON applicants
  FOR EACH STATEMENT EXECUTE FUNCTION bb_statistics_truncated();
--> statement-breakpoint
CREATE TRIGGER applicant_history_statistics_truncate AFTER TRUNCATE ON applicant_history
  FOR EACH STATEMENT EXECUTE FUNCTION bb_statistics_truncated();
--> statement-breakpoint
CREATE TRIGGER ratings_statistics_truncate AFTER TRUNCATE ON ratings
  FOR EACH STATEMENT EXECUTE FUNCTION bb_statistics_truncated();
--> statement-breakpoint
SELECT bb_statistics_rebuild();
