-- Extensions used by search (trigram similarity, accent folding). Both are trusted
-- extensions, so a database owner without superuser rights can create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
