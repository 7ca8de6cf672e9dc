-- Optimistic concurrency for the back office (BRIEF "Back office"): every owner change of an
-- order bumps its version; a save based on an older version is refused (VersionConflictError).
ALTER TABLE "orders" ADD COLUMN "version" integer NOT NULL DEFAULT 1;
