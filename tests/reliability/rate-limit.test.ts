/**
 * F15: the per-client rate limit on form submissions (issue 7 item 10): over `forms.submitsPerMinute`
 * a client gets 429 with Retry-After and the envelope; without TRUST_PROXY a client's own
 * X-Forwarded-For does not make it a new client.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";
import { fieldsOf, formsNonce, makeForm, nfSubmit } from "../setup/forms-submit.ts";
import { settingsChange } from "../setup/settings-change.ts";
import { Visitor } from "../setup/visitor.ts";

const app = appForFile(); // no TRUST_PROXY: the socket peer is the client
let form: number;

beforeAll(async () => {
  await settingsChange(app(), () =>
    app().database.pool.query(
      "insert into settings (key, value) values ('forms.submitsPerMinute', '3') on conflict (key) do update set value = excluded.value",
    ),
  );
  form = await makeForm(
    app().database.db,
    "submit-rate",
    [{ id: 1, key: "name", type: "textbox", order: 1, label: "Name" }],
    [{ type: "save", active: true, settings: {} }],
  );
});

describe("rate limits", () => {
  it("F15: form submissions over the limit get 429 with Retry-After; a spoofed X-Forwarded-For from an untrusted peer changes nothing", async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof nfSubmit>> | undefined;
    for (let i = 1; i <= 5; i++) {
      // A new spoofed address each time: the server must not believe it.
      const v = new Visitor(() => app().url, `198.51.100.${i}`);
      const { nonce } = await formsNonce(v);
      last = await nfSubmit(v, nonce, { id: form, fields: fieldsOf({ 1: `Gast ${i}` }) });
      statuses.push(last.res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const retry = Number(last!.res.headers.get("retry-after"));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(last!.body).toMatchObject({ code: "laden_rate_limited", data: { status: 429 } });
    expect(last!.body.errors.form.laden_rate_limited).toMatch(/Zu viele Einsendungen/);
    const { rows } = await app().database.pool.query("select id from form_submissions where form_id = $1", [
      form,
    ]);
    expect(rows).toHaveLength(3);
  });
});
