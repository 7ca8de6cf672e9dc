import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CLI_TEST_TIMEOUT, runLaden } from "../setup/laden-cli.ts";
import { cloneDatabase, type TestDatabase } from "../setup/test-db.ts";

vi.setConfig({ testTimeout: CLI_TEST_TIMEOUT });

let database: TestDatabase;
const laden = (args: string[], input?: string) => runLaden(database.url, args, input);

beforeAll(async () => {
  database = await cloneDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe("laden CLI", () => {
  it("creates a user with the password from stdin, hashed with argon2id, and refuses a duplicate", async () => {
    const created = await laden(
      ["user", "create", "--email", "Chefin@Example.de", "--role", "administrator", "--json"],
      "ein-langes-passwort\n",
    );
    expect(created.code).toBe(0);
    const user = JSON.parse(created.stdout);
    expect(user).toMatchObject({ email: "Chefin@Example.de", role: "administrator" });
    const { rows } = await database.pool.query("select password_hash from users where id = $1", [user.id]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    const again = await laden(
      ["user", "create", "--email", "chefin@example.de", "--role", "customer"],
      "noch-ein-passwort\n",
    );
    expect(again.code).toBe(65);
    expect(again.stderr).toContain("chefin@example.de");
  });

  it("rejects bad input with a clear message and a non-zero exit", async () => {
    const shortPw = await laden(
      ["user", "create", "--email", "a@example.de", "--role", "customer"],
      "kurz\n",
    );
    expect(shortPw.code).toBe(65);
    expect(shortPw.stderr).toContain("mindestens");
    const badRole = await laden(
      ["user", "create", "--email", "b@example.de", "--role", "king"],
      "ein-langes-passwort\n",
    );
    expect(badRole.code).toBe(65);
    const badEmail = await laden(
      ["user", "create", "--email", "nope", "--role", "customer"],
      "ein-langes-passwort\n",
    );
    expect(badEmail.code).toBe(65);
    expect((await laden(["frobnicate"])).code).toBe(64);
    expect((await laden(["user", "create"])).code).toBe(64);
  });

  it("seeds the demo idempotently: a second run creates nothing", async () => {
    const { rows: before } = await database.pool.query("select count(*)::int as n from products");
    const result = await laden(["seed", "demo", "--json"]);
    expect(result.code).toBe(0);
    const { created } = JSON.parse(result.stdout);
    expect(Object.values(created).every((n) => n === 0)).toBe(true);
    const { rows: after } = await database.pool.query("select count(*)::int as n from products");
    expect(after[0].n).toBe(before[0].n);
  });

  it("gets and sets settings with validation", async () => {
    expect(
      JSON.parse((await laden(["settings", "set", "theme.accentColor", "#225577", "--json"])).stdout),
    ).toEqual({
      "theme.accentColor": "#225577",
    });
    const bad = await laden(["settings", "set", "theme.accentColor", "blau"]);
    expect(bad.code).toBe(65);
    expect(bad.stderr).toContain("#RRGGBB");
    const all = JSON.parse((await laden(["settings", "get", "--json"])).stdout);
    expect(all["theme.accentColor"]).toBe("#225577");
    expect(all["site.name"]).toBe("Röstwerk Laden");
    // Keys the shipping zones replaced (migration 0025) say where their value lives now.
    const retired = await laden(["settings", "set", "shop.countries", '["DE","FR"]']);
    expect(retired.code).toBe(65);
    expect(retired.stderr).toContain("Die Einstellung „shop.countries“ gibt es nicht mehr");
    expect(retired.stderr).toContain("/admin/settings/shipping/");
    expect((await laden(["settings", "get", "shop.shippingFlatCents"])).code).toBe(65);
  });
});
