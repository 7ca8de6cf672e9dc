/**
 * A jsonb column that takes the value as pg returns it. pg already parses jsonb; drizzle 0.45's
 * own `jsonb` then runs JSON.parse again on every string value, which throws and catches a
 * SyntaxError for an ordinary string and turns a stored string that looks like JSON ("12",
 * "true") into a number or boolean.
 */
import { customType } from "drizzle-orm/pg-core";

export const jsonb = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => "jsonb",
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});
