-- Settings I (issue 21): the seller's address is kept as street, postcode and city; the one-line
-- legal.address is no longer read. A shop that entered its address only there keeps it: the
-- parts ("Hafenstraße 12, 20457 Hamburg") are copied into legal.street / legal.postcode /
-- legal.city where these are not stored, or still hold the old code defaults (the demo seed
-- stored every default). An address whose part after the first comma does not start with a
-- postcode goes whole into the city; the owner checks it in Einstellungen → Rechtliches.
WITH address AS (
  SELECT btrim(value #>> '{}') AS line FROM "settings" WHERE "key" = 'legal.address'
), parts AS (
  SELECT
    btrim(split_part(line, ',', 1)) AS street,
    CASE WHEN strpos(line, ',') > 0 THEN btrim(substr(line, strpos(line, ',') + 1)) ELSE '' END AS rest
  FROM address
  WHERE line <> '' AND line <> 'Hafenstraße 12, 20457 Hamburg'
), split AS (
  SELECT
    street,
    coalesce(substring(rest FROM '^([0-9]{4,5})\s'), '') AS postcode,
    CASE WHEN rest ~ '^[0-9]{4,5}\s' THEN btrim(regexp_replace(rest, '^[0-9]{4,5}\s+', '')) ELSE rest END AS city
  FROM parts
), wanted (key, value, old_default) AS (
  SELECT 'legal.street', street, 'Hafenstraße 12' FROM split
  UNION ALL SELECT 'legal.postcode', postcode, '20457' FROM split
  UNION ALL SELECT 'legal.city', city, 'Hamburg' FROM split
)
INSERT INTO "settings" ("key", "value")
SELECT key, to_jsonb(value) FROM wanted
ON CONFLICT ("key") DO UPDATE SET "value" = excluded."value", "updated_at" = now()
WHERE "settings"."value" #>> '{}' = (SELECT old_default FROM wanted WHERE wanted.key = "settings"."key")
  OR "settings"."value" #>> '{}' = '';
