-- German sorting for names (PGlite's default collation is "C"), and the extensions search needs.
CREATE COLLATION IF NOT EXISTS de_icu (provider = icu, locale = 'de-DE');
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
