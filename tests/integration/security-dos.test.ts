/**
 * Oversized and pathological form submissions (reliability.md NF-12): refused fast with a code,
 * nothing stored, and the process keeps answering.
 */
import { describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { formsNonce, makeMessageForm, nfSubmit } from "../setup/forms-submit.ts";
import { Visitor } from "../setup/visitor.ts";

const app = appForFile();

const MAX_MS = 1000;

describe("NF-12: pathological formData", () => {
  it("10 000 fields, deep nesting and 10 000 instance separators: 4xx in under a second, nothing stored", async () => {
    const form = await makeMessageForm(app().database.db, "dos-message");
    const v = new Visitor(() => app().url);
    const { nonce } = await formsNonce(v);
    let nested: unknown = "x";
    for (let i = 0; i < 100; i++) nested = { value: nested };
    const manyFields = Object.fromEntries(
      Array.from({ length: 10_000 }, (_, i) => [String(i + 1), { id: i + 1, value: "x" }]),
    );
    const cases: [string, string][] = [
      ["10 000 fields", JSON.stringify({ id: form, fields: manyFields })],
      ["100 levels of nesting", JSON.stringify({ id: form, fields: { 1: { id: 1, value: nested } } })],
      ["10 000 instance separators", JSON.stringify({ id: `${form}${"_".repeat(10_000)}1`, fields: {} })],
    ];
    for (const [label, formData] of cases) {
      const started = performance.now();
      const { res, body } = await nfSubmit(v, nonce, formData);
      expect(performance.now() - started, label).toBeLessThan(MAX_MS);
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      expect(body.code ?? Object.keys(body.errors ?? {})[0], label).toBeTruthy();
    }
    // A body over the 1 MiB cap: 413 before parsing (wire-dispatch.test.ts, on its own socket).
    const { rows } = await app().database.pool.query("select id from form_submissions where form_id = $1", [
      form,
    ]);
    expect(rows).toEqual([]);
    // Still serving.
    const ok = await nfSubmit(v, nonce, { id: form, fields: { 1: { id: 1, value: "Hallo" } } });
    expect(ok.body.errors).toEqual({});
  });
});
