-- Every process keeps the settings in memory (modules/settings/store.ts) and drops them when this
-- channel says the table changed (db/change-feed.ts listens). One notification per statement;
-- PostgreSQL delivers it at commit and folds repeats within a transaction. The function takes the
-- channel as its argument, so other tables' caches can use it too.
CREATE FUNCTION "laden_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "settings_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "laden_notify_change"('laden_settings');
