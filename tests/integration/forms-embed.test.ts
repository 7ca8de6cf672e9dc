/**
 * The embeddable form's server side (issue 7 item 9): the public definition endpoint
 * (`laden/v1/embed/forms/ID`: the resolved form, a forms nonce, the absolute admin-ajax URL and
 * the texts in one language), the origin allow-list `forms.embedOrigins` (a foreign origin is
 * refused with 403 before any handler; an allowed one gets CORS headers, only for
 * `nf_ajax_submit` and the proof-of-work challenge on admin-ajax, and a preflight answer), and `/embed/forms.js` loadable by
 * other sites (Cross-Origin-Resource-Policy) with an hour's caching, its ES-module runtime
 * readable cross-origin (CORS `*`: public static code). Also what issue 6 adds to a
 * submission: rich text is cleaned by the sanitiser, a multi-select over `dropdown_max_selection`
 * is refused with `max-selection`.
 */
import { describe, expect, it } from "vitest";
import type { FieldDef } from "#modules/forms/engine/types.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { fieldsOf, formsNonce, makeForm, nfSubmit } from "../setup/forms-submit.ts";
import { settingsChange } from "../setup/settings-change.ts";
import { Visitor } from "../setup/visitor.ts";

const app = appForFile();
const ALLOWED = "http://partner.example:8080";
const OTHER = "https://evil.example";
const DEF = "/wp-json/laden/v1/embed/forms/kontakt";

async function setOrigins(origins: string[]) {
  await settingsChange(app(), () =>
    app().database.pool.query(
      "insert into settings (key, value) values ($1, $2::jsonb) on conflict (key) do update set value = excluded.value",
      ["forms.embedOrigins", JSON.stringify(origins)],
    ),
  );
}

describe("embed: definition endpoint", () => {
  it("answers the runtime form with messages, a nonce, the ajax URL and the texts (de and en)", async () => {
    const res = await fetch(`${app().url}${DEF}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      form: {
        id: number;
        fields: unknown[];
        messages: Record<string, string>;
        locale: { decimal_point: string };
      };
      lang: string;
      ajax_url: string;
      nonce: string;
      nonce_ts: number;
      texts: Record<string, string>;
    };
    expect(body.form.fields.length).toBeGreaterThan(3);
    expect(body.form.messages.validateRequiredField).toBe("Dies ist ein Pflichtfeld.");
    expect(body.form.locale.decimal_point).toBe(",");
    expect(body.ajax_url).toBe(`${app().url}/wp-admin/admin-ajax.php`);
    expect(body.nonce).toMatch(/^[0-9a-f]{10,}$/);
    expect(Math.abs(body.nonce_ts - Date.now() / 1000)).toBeLessThan(60);
    expect(body.texts["forms.requiredNote"]).toBe("Mit * markierte Felder sind Pflichtfelder.");
    const en = (await (await fetch(`${app().url}${DEF}?lang=en`)).json()) as typeof body;
    expect(en.lang).toBe("en");
    expect(en.form.messages.validateRequiredField).toBe("This is a required field.");
    expect(en.texts["forms.requiredNote"]).not.toBe(body.texts["forms.requiredNote"]);
  });

  it("unknown, malformed and closed forms are 404", async () => {
    expect((await fetch(`${app().url}/wp-json/laden/v1/embed/forms/999999`)).status).toBe(404);
    expect((await fetch(`${app().url}/wp-json/laden/v1/embed/forms/%3Cx%3E`)).status).toBe(404);
    await app().database.pool.query("update forms set status = 'closed' where key = 'veranstaltung'");
    expect((await fetch(`${app().url}/wp-json/laden/v1/embed/forms/veranstaltung`)).status).toBe(404);
    await app().database.pool.query("update forms set status = 'publish' where key = 'veranstaltung'");
  });
});

describe("embed: origin allow-list (forms.embedOrigins)", () => {
  it("refuses a foreign origin with 403 and a German message; no CORS header", async () => {
    await setOrigins([]);
    const res = await fetch(`${app().url}${DEF}`, { headers: { origin: OTHER } });
    expect(res.status).toBe(403);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    expect(await res.json()).toEqual({
      code: "laden_origin_not_allowed",
      message: "Diese Website darf unsere Formulare nicht einbetten.",
      data: { status: 403 },
    });
    const post = await fetch(`${app().url}/wp-admin/admin-ajax.php`, {
      method: "POST",
      headers: { origin: OTHER, "content-type": "application/x-www-form-urlencoded" },
      body: "action=nf_ajax_submit&security=x&formData=%7B%7D",
    });
    expect(post.status).toBe(403);
    expect(((await post.json()) as { code: string }).code).toBe("laden_origin_not_allowed");
  });

  it("lets an allowed origin read the definition and preflight the submission; only nf_ajax_submit", async () => {
    await setOrigins([ALLOWED]);
    const res = await fetch(`${app().url}${DEF}`, { headers: { origin: ALLOWED } });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
    expect(res.headers.get("vary")).toMatch(/Origin/);
    const pre = await fetch(`${app().url}/wp-admin/admin-ajax.php`, {
      method: "OPTIONS",
      headers: { origin: ALLOWED, "access-control-request-method": "POST" },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    expect(pre.headers.get("access-control-allow-methods")).toBe("POST, GET");
    // The proof-of-work captcha's challenge (a GET) crosses origins too; other GETs do not.
    const powForm = await makeForm(
      app().database.db,
      "embed-pow",
      [{ id: 1, key: "pow", type: "proofofwork", order: 1, label: "Prüfung" }],
      [],
    );
    const challenge = await fetch(
      `${app().url}/wp-admin/admin-ajax.php?action=nf_pow_challenge&form_id=${powForm}`,
      { headers: { origin: ALLOWED } },
    );
    expect(challenge.status).toBe(200);
    expect(challenge.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    expect(((await challenge.json()) as { challenge: string }).challenge).toBeTruthy();
    const nonce = await fetch(`${app().url}/wp-admin/admin-ajax.php?action=rest-nonce`, {
      headers: { origin: ALLOWED },
    });
    expect(nonce.status).toBe(403);
    // Another action from the embedding site is refused (only the form submission crosses origins).
    const other = await fetch(`${app().url}/wp-admin/admin-ajax.php`, {
      method: "POST",
      headers: { origin: ALLOWED, "content-type": "application/x-www-form-urlencoded" },
      body: "action=is_ajax_load_posts&s=kaffee",
    });
    expect(other.status).toBe(403);
    // The same origin and requests without Origin are untouched.
    const same = await fetch(`${app().url}${DEF}`, { headers: { origin: app().url } });
    expect(same.status).toBe(200);
    expect(same.headers.get("access-control-allow-origin")).toBeNull();
    await setOrigins([]);
  });

  it("the setting is validated (origins only)", async () => {
    await import("#modules/all-settings.ts");
    const { SETTINGS } = await import("#modules/settings/definitions.ts");
    const schema = SETTINGS["forms.embedOrigins"].schema;
    expect(schema.parse(["https://Partner.example/"])).toEqual(["https://partner.example"]);
    expect(schema.safeParse(["https://partner.example/pfad"]).success).toBe(false);
    expect(schema.safeParse(["javascript:alert(1)"]).success).toBe(false);
  });
});

describe("embed: file uploads without cookies (upload_key)", () => {
  const PNG = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
  const KEY = "k".repeat(43);
  const OTHER_KEY = "x".repeat(43);

  async function embedUpload(origin: string, form: number, key: string, nonce: string) {
    const body = new FormData();
    body.set("security", nonce);
    body.set("form_id", String(form));
    body.set("field_id", "2");
    body.set("upload_key", key);
    body.append("files[]", new Blob([PNG], { type: "image/png" }), "beleg.png");
    return fetch(`${app().url}/wp-admin/admin-ajax.php?action=nf_fu_upload`, {
      method: "POST",
      headers: { origin },
      body,
    });
  }

  it("an allowed site uploads with its key and no cookie; only the same key attaches the file", async () => {
    await setOrigins([ALLOWED]);
    try {
      const form = await makeForm(
        app().database.db,
        "embed-upload",
        [
          { id: 1, key: "name", type: "textbox", order: 1, label: "Name", required: true },
          {
            id: 2,
            key: "beleg",
            type: "file_upload",
            order: 2,
            label: "Beleg",
            upload_types: "png",
          } as FieldDef,
        ],
        [{ type: "save", active: true, settings: {} }],
      );
      const def = (await (await fetch(`${app().url}/wp-json/laden/v1/embed/forms/${form}`)).json()) as {
        nonce: string;
      };
      // A site not on the list cannot upload.
      expect((await embedUpload(OTHER, form, KEY, def.nonce)).status).toBe(403);
      const res = await embedUpload(ALLOWED, form, KEY, def.nonce);
      expect(res.status).toBe(200);
      expect(res.headers.get("access-control-allow-origin")).toBe(ALLOWED);
      expect(res.headers.getSetCookie()).toEqual([]);
      const token = ((await res.json()) as { data: { files: { token: string }[] } }).data.files[0]!.token;

      // The submission comes without cookies too (a fresh visitor each time).
      const submit = (key: string | undefined) => {
        const v = new Visitor(() => app().url);
        return nfSubmit(v, def.nonce, {
          id: String(form),
          fields: fieldsOf({ 1: "Partnerin", 2: [token] }),
          extra: key ? { upload_key: key } : {},
        });
      };
      const stored = () =>
        app().database.pool.query("select 1 from form_submissions where form_id = $1", [form]);
      for (const key of [undefined, OTHER_KEY, "kurz"]) {
        const { body } = await submit(key);
        expect(body.errors.fields[2]).toMatchObject({ slug: "upload_failed" });
      }
      expect((await stored()).rows).toHaveLength(0);
      const { body } = await submit(KEY);
      expect(body.errors).toEqual({});
      expect((await stored()).rows).toHaveLength(1);
      const attached = await app().database.pool.query(
        "select status from form_uploads where form_id = $1 and original_name = 'beleg.png'",
        [form],
      );
      expect(attached.rows).toEqual([{ status: "attached" }]);
    } finally {
      await setOrigins([]);
    }
  });
});

describe("embed: the script", () => {
  it("/embed/forms.js is served to other sites with an hour's caching", async () => {
    const res = await fetch(`${app().url}/embed/forms.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    // The loader is a small classic script that imports the runtime relative to its own URL.
    const loader = await res.text();
    expect(loader).not.toMatch(/^\s*(import|export)\s/m);
    const runtime = /["'`]\.\/(forms-app-[\w-]+\.js)["'`]/.exec(loader)?.[1];
    expect(runtime).toBeDefined();
    // The runtime is an ES module, fetched with CORS from the partner's page: readable by any origin.
    const mod = await fetch(`${app().url}/embed/${runtime}`, { headers: { origin: OTHER } });
    expect(mod.status).toBe(200);
    expect(mod.headers.get("content-type")).toMatch(/javascript/);
    expect(mod.headers.get("access-control-allow-origin")).toBe("*");
    expect(mod.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect((await mod.text()).length).toBeGreaterThan(10_000);
    const css = await fetch(`${app().url}/embed/forms.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
  });
});

describe("submitted rich text and multi-selects (nf_ajax_submit)", () => {
  const f = (id: number, key: string, type: string, more: Partial<FieldDef> = {}): FieldDef => ({
    id,
    key,
    type,
    order: id,
    label: key,
    ...more,
  });

  it("rich text keeps basic formatting and safe links only; more than N choices is max-selection", async () => {
    const id = await makeForm(
      app().database.db,
      "rte-embed-test",
      [
        f(1, "text", "textarea", { textarea_rte: true, required: true }),
        f(2, "sorten", "listmultiselect", {
          dropdown_max_selection: 2,
          options: ["a", "b", "c"].map((v, i) => ({ label: v, value: v, order: i })),
        }),
        f(3, "senden", "submit"),
      ],
      [{ type: "save", active: true, settings: {} }],
    );
    const v = new Visitor(() => app().url);
    const { nonce } = await formsNonce(v);
    const html =
      '<p onclick="steal()">Hallo <strong>Welt</strong><script>alert(1)</script> <a href="javascript:alert(2)">x</a> <a href="https://example.org/">Link</a></p>';
    const tooMany = await nfSubmit(v, nonce, { id, fields: fieldsOf({ 1: html, 2: ["a", "b", "c"] }) });
    expect(tooMany.body.errors.fields["2"]).toEqual({
      slug: "max-selection",
      message: "Sie können nur 2 Einträge auswählen",
    });
    const empty = await nfSubmit(v, nonce, { id, fields: fieldsOf({ 1: "<p><br></p>", 2: ["a"] }) });
    expect(empty.body.errors.fields["1"]).toBe("Dies ist ein Pflichtfeld.");

    const ok = await nfSubmit(v, nonce, { id, fields: fieldsOf({ 1: html, 2: ["a", "c"] }) });
    expect(ok.body.errors).toEqual({});
    const rows = (
      await app().database.pool.query<{ values: Record<string, { value: unknown }> }>(
        "select values from form_submissions where form_id = $1",
        [id],
      )
    ).rows;
    expect(rows).toHaveLength(1);
    const stored = String(rows[0]!.values["1"]!.value);
    expect(stored).toContain("<strong>Welt</strong>");
    expect(stored).toContain('<a href="https://example.org/">Link</a>');
    expect(stored).not.toMatch(/script|onclick|javascript:/);
    expect(rows[0]!.values["2"]!.value).toEqual(["a", "c"]);
  });
});
