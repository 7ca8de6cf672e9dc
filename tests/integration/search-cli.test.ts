/** `laden reindex` and the search form settings from the command line. */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CLI_TEST_TIMEOUT, runLaden } from "../setup/laden-cli.ts";
import { cloneDatabase, type TestDatabase } from "../setup/test-db.ts";

vi.setConfig({ testTimeout: CLI_TEST_TIMEOUT });

let database: TestDatabase;
const laden = (args: string[]) => runLaden(database.url, args);

beforeAll(async () => {
  database = await cloneDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe("laden reindex", () => {
  it("rebuilds an emptied index and reports the documents, as text and as JSON", async () => {
    await database.pool.query("delete from search_documents");
    const human = await laden(["reindex"]);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/^Suchindex neu aufgebaut: \d+ Einträge in [\d,]+ s\.$/m);
    const { rows } = await database.pool.query<{ n: number }>(
      "select count(*)::int as n from search_documents where kind = 'product'",
    );
    const products = await database.pool.query<{ n: number }>("select count(*)::int as n from products");
    expect(rows[0]!.n).toBe(products.rows[0]!.n);
    const json = await laden(["reindex", "--json"]);
    expect(json.code).toBe(0);
    const result = JSON.parse(json.stdout);
    expect(result.documents).toBeGreaterThan(products.rows[0]!.n);
    expect(typeof result.seconds).toBe("number");
  });
});

describe("search form settings", () => {
  it("takes the forms as JSON and refuses invalid ones", async () => {
    const forms = [
      { id: 1, title: "Kopfzeile", minChars: 2, showMore: "redirect" },
      { id: 7, title: "Inhalt", resultBoxMaxHeight: 300 },
    ];
    const ok = await laden(["settings", "set", "search.forms", JSON.stringify(forms)]);
    expect(ok.code, ok.stderr).toBe(0);
    const stored = await database.pool.query("select value from settings where key = 'search.forms'");
    expect(stored.rows[0].value[1]).toMatchObject({
      id: 7,
      resultBoxMaxHeight: 300,
      postsPerPage: 10,
      showMore: "load",
    });
    const duplicate = await laden(["settings", "set", "search.forms", JSON.stringify([forms[0], forms[0]])]);
    expect(duplicate.code).not.toBe(0);
    expect(duplicate.stderr).toContain("doppelt");
    const notJson = await laden(["settings", "set", "search.forms", "[kaputt"]);
    expect(notJson.code).not.toBe(0);
  });
});
