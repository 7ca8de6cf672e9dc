/**
 * The media library (issue 23 item 4) over HTTP: role checks, uploads (several files without
 * JavaScript, one per XHR; refused files answer with a German reason and the others still
 * upload), search and filters, details with the version check, usage from products, posts and
 * page content, delete and trash refused while used, trash with restore, replacing a file (same
 * address, new sizes), the housekeeping purge after 30 days and the alt-text rule for content.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { purgeTrashedMedia } from "#modules/media/edit.ts";
import { assertUsableInContent, MediaNotUsableError } from "#modules/media/usable.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createCustomer, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { Visitor } from "../setup/visitor.ts";

const app = appForFile({ TRUST_PROXY: "1" });
const db = () => app().database.db;
const base = () => app().url;
const query = async <T>(text: string, values: unknown[] = []) =>
  (await app().database.pool.query(text, values)).rows as T[];
const mediaDir = () => join(inject("dataDir"), "media");

type Row = { id: number; file: string; title: string; alt: string; version: number; width: number };

const image = (width: number, height: number, color = "#8a3b12") =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

function multipart(
  files: [name: string, bytes: Buffer][],
  fields: Record<string, string> = {},
  field = "files",
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [name, bytes] of files) form.append(field, new Blob([new Uint8Array(bytes)]), name);
  return form;
}

let owner: Visitor;
let customer: Visitor;
const tag = `mt${Date.now().toString(36)}`;

async function byTitle(title: string): Promise<Row> {
  const [row] = await query<Row>("select id, file, title, alt, version, width from media where title = $1", [
    title,
  ]);
  if (!row) throw new Error(`no media titled ${title}`);
  return row;
}

/** Uploads by the XHR endpoint (one file), as the library's script does. */
async function xhrUpload(name: string, bytes: Buffer) {
  const res = await fetch(`${base()}/admin/media/upload/`, {
    method: "POST",
    headers: owner.headers(),
    body: multipart([[name, bytes]], {}, "file"),
  });
  return { status: res.status, body: (await res.json()) as { ok: boolean; id?: number; message?: string } };
}

async function postItem(id: number, fields: Record<string, string>) {
  return owner.post(`/admin/media/${id}/`, fields);
}

beforeAll(async () => {
  owner = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
  const c = await createCustomer(db());
  customer = new Visitor(base);
  await customer.signIn(c.email, TEST_PASSWORD);
});

describe("who may use the media library", () => {
  it("sends a visitor to the owner sign-in and gives a customer the 404; neither can upload", async () => {
    const [row] = await query<{ id: number }>("select id from media order by id limit 1");
    for (const path of ["/admin/media/", `/admin/media/${row!.id}/`]) {
      const visitor = await new Visitor(base).get(path);
      expect(visitor.res.status, path).toBe(302);
      expect(visitor.res.headers.get("location"), path).toContain("/admin/login/");
      const asCustomer = await customer.get(path);
      expect(asCustomer.res.status, path).toBe(404);
      expect(asCustomer.text, path).not.toContain('class="admin-app"');
    }
    const before = (await query<{ n: number }>("select count(*)::int as n from media"))[0]!.n;
    for (const v of [new Visitor(base), customer]) {
      const res = await fetch(`${base()}/admin/media/upload/`, {
        method: "POST",
        headers: v.headers(),
        body: multipart([["x.png", await image(20, 20)]], {}, "file"),
        redirect: "manual",
      });
      expect([302, 404]).toContain(res.status);
      const trash = await v.post(`/admin/media/${row!.id}/`, { intent: "trash" });
      expect([302, 404]).toContain(trash.res.status);
    }
    expect((await query<{ n: number }>("select count(*)::int as n from media"))[0]!.n).toBe(before);
    expect(
      (await query<{ t: Date | null }>("select trashed_at as t from media where id = $1", [row!.id]))[0]!.t,
    ).toBeNull();
  });
});

describe("uploading", () => {
  it("stores several files from the form without JavaScript; a refused one gets its German reason, the others upload", async () => {
    const form = multipart(
      [
        [`${tag}-eins.png`, await image(900, 600)],
        [`${tag}-kaputt.png`, Buffer.from("kein Bild, nur Text")],
        [`${tag}-zwei.png`, await image(400, 400, "#225588")],
      ],
      { intent: "upload" },
    );
    const { res, text } = await owner.request("/admin/media/", { method: "POST", body: form });
    expect(res.status).toBe(200);
    expect(text).toContain("2 von 3 Dateien hochgeladen.");
    expect(text).toContain(
      `${tag}-kaputt.png nicht hochgeladen: Die Datei ist kein Bild in einem erlaubten Format`,
    );
    const one = await byTitle(`${tag}-eins`);
    expect(one.file).toMatch(/\.webp$/);
    const sizes = (
      await query<{ sizes: Record<string, { file: string }> }>("select sizes from media where id = $1", [
        one.id,
      ])
    )[0]!.sizes;
    expect(Object.keys(sizes).sort()).toEqual(["full", "large", "medium", "thumbnail"]);
    for (const s of Object.values(sizes))
      expect(existsSync(join(mediaDir(), ...s.file.split("/")))).toBe(true);
    expect((await query("select 1 from media where title = $1", [`${tag}-kaputt`])).length).toBe(0);
    const audit = await query<{ action: string }>(
      "select action from audit_log where entity = 'media' and entity_id = $1",
      [String(one.id)],
    );
    expect(audit.map((a) => a.action)).toEqual(["create"]);
  });

  it("takes one file per XHR and answers JSON: 201 with the id, 400 with the reason for a damaged image", async () => {
    const good = await xhrUpload(`${tag}-xhr.png`, await image(300, 200));
    expect(good.status).toBe(201);
    expect(good.body.ok).toBe(true);
    expect((await byTitle(`${tag}-xhr`)).id).toBe(good.body.id);
    const png = await image(300, 200);
    const cut = await xhrUpload(`${tag}-cut.png`, png.subarray(0, Math.floor(png.length / 2)));
    expect(cut.status).toBe(400);
    expect(cut.body).toEqual({
      ok: false,
      message: "Das Bild ist beschädigt und kann nicht gelesen werden.",
    });
  });
});

describe("the library", () => {
  it("searches title, file name and alt text and filters missing alt text, used and unused", async () => {
    const one = await byTitle(`${tag}-eins`);
    await query("update media set alt = 'Röstmaschine in Betrieb' where id = $1", [one.id]);
    const search = await owner.get(`/admin/media/?q=${encodeURIComponent("röstmaschine")}`);
    expect(search.text).toContain(`${tag}-eins`);
    expect(search.text).not.toContain(`${tag}-zwei`);
    const byFile = await owner.get(`/admin/media/?q=${encodeURIComponent(one.file.split("/").pop()!)}`);
    expect(byFile.text).toContain(`${tag}-eins`);
    const noAlt = await owner.get(`/admin/media/?filter=noalt&q=${tag}`);
    expect(noAlt.text).toContain(`${tag}-zwei`);
    expect(noAlt.text).toContain("Alternativtext fehlt");
    expect(noAlt.text).not.toContain(`${tag}-eins<`);
    await query("update products set image_id = $1 where id = (select min(id) from products)", [one.id]);
    const used = await owner.get(`/admin/media/?filter=used&q=${tag}`);
    expect(used.text).toContain(`${tag}-eins`);
    expect(used.text).not.toContain(`${tag}-zwei`);
    const unused = await owner.get(`/admin/media/?filter=unused&q=${tag}`);
    expect(unused.text).toContain(`${tag}-zwei`);
    expect(unused.text).not.toContain(`${tag}-eins<`);
  });

  it("pages in PostgreSQL (24 a page), the search and filter kept in the links", async () => {
    await query(
      `insert into media (file, mime, width, height, title)
       select '2026/01/' || $1 || '-seite-' || n || '.webp', 'image/webp', 10, 10, $1 || ' Seite ' || n
         from generate_series(1, 30) n`,
      [tag],
    );
    const first = await owner.get(`/admin/media/?q=${tag}+Seite&filter=noalt`);
    expect((first.text.match(/class="admin-media-tile"/g) ?? []).length).toBe(24);
    expect(first.text).toContain("Seite 1 von 2");
    expect(first.text).toContain(`href="/admin/media/?q=${tag}+Seite&amp;filter=noalt&amp;page=2"`);
    const second = await owner.get(`/admin/media/?q=${tag}+Seite&filter=noalt&page=2`);
    expect((second.text.match(/class="admin-media-tile"/g) ?? []).length).toBe(6);
  });
});

describe("details, usage and removal", () => {
  it("saves title, alt text and caption audited; a stale version is refused with what changed", async () => {
    const item = await byTitle(`${tag}-zwei`);
    const saved = await postItem(item.id, {
      intent: "save",
      version: String(item.version),
      title: `${tag}-zwei`,
      alt: "Blaue Fläche",
      caption: "Muster",
    });
    expect(saved.res.status).toBe(200);
    expect(saved.text).toContain("Gespeichert.");
    const after = await byTitle(`${tag}-zwei`);
    expect(after).toMatchObject({ alt: "Blaue Fläche", version: item.version + 1 });
    const stale = await postItem(item.id, {
      intent: "save",
      version: String(item.version),
      title: `${tag}-zwei`,
      alt: "Etwas anderes",
      caption: "",
    });
    expect(stale.res.status).toBe(409);
    expect(stale.text).toContain("inzwischen geändert");
    expect(stale.text).toContain("Etwas anderes");
    expect((await byTitle(`${tag}-zwei`)).alt).toBe("Blaue Fläche");
    const tooLong = await postItem(item.id, {
      intent: "save",
      title: `${tag}-zwei`,
      alt: "x".repeat(301),
      caption: "",
    });
    expect(tooLong.res.status).toBe(400);
    expect(tooLong.text).toContain("Der Alternativtext darf höchstens 300 Zeichen lang sein.");
    const audit = await query<{ action: string }>(
      "select action from audit_log where entity = 'media' and entity_id = $1 order by id",
      [String(item.id)],
    );
    expect(audit.map((a) => a.action)).toEqual(["create", "update"]);
  });

  it("REST wp/v2/media/ID takes title, alt text and caption through the same function, with If-Match", async () => {
    const item = await byTitle(`${tag}-zwei`);
    const rest = async (body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base()}/wp-json/wp/v2/media/${item.id}`, {
        method: "POST",
        headers: owner.headers({
          "content-type": "application/json",
          "x-wp-nonce": await owner.restNonce(),
          ...headers,
        }),
        body: JSON.stringify(body),
      });
    const read = await fetch(`${base()}/wp-json/wp/v2/media/${item.id}`);
    expect(read.headers.get("etag")).toBe(`"${item.version}"`);
    const stale = await rest({ alt_text: "Veraltet" }, { "if-match": `"${item.version - 1}"` });
    expect(stale.status).toBe(412);
    const long = await rest({ caption: "y".repeat(1001) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as { message: string }).message).toBe(
      "Die Bildunterschrift darf höchstens 1000 Zeichen lang sein.",
    );
    const ok = await rest(
      { alt_text: "Blaue Fläche, quadratisch", caption: { raw: "Muster" } },
      { "if-match": `"${item.version}"` },
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get("etag")).toBe(`"${item.version + 1}"`);
    const body = (await ok.json()) as {
      alt_text: string;
      caption: { rendered: string };
      title: { rendered: string };
    };
    expect(body).toMatchObject({
      alt_text: "Blaue Fläche, quadratisch",
      caption: { rendered: "Muster" },
      title: { rendered: `${tag}-zwei` },
    });
    const anon = await fetch(`${base()}/wp-json/wp/v2/media/${item.id}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ alt_text: "x" }),
    });
    expect(anon.status).toBe(401);
    expect((await byTitle(`${tag}-zwei`)).alt).toBe("Blaue Fläche, quadratisch");
  });

  it("counts usage from products, posts and page content and refuses trash and delete while used, naming where", async () => {
    const one = await byTitle(`${tag}-eins`);
    await query(
      `update products set gallery_image_ids = gallery_image_ids || $1::int
        where id in (select id from products order by id offset 1 limit 2)`,
      [one.id],
    );
    await query(
      `insert into posts (slug, lang, title, content, published_at) values ($1, 'de', 'Röstbericht', $2, now())`,
      [
        `${tag}-post`,
        `<p><img src="/wp-content/uploads/${one.file.replace(/\.webp$/, "-300x200.webp")}" alt="x"></p>`,
      ],
    );
    // A page naming a longer file that merely starts the same is not a use.
    await query(`insert into pages (slug, title, content) values ($1, 'Impressionen', $2)`, [
      `${tag}-page`,
      `<img src="/wp-content/uploads/${one.file.replace(/\.webp$/, "x.webp")}">`,
    ]);
    // A page's social image (og:image) is a use too.
    await query(`insert into pages (slug, title, content, social_media_id) values ($1, 'Teilen', '', $2)`, [
      `${tag}-social`,
      one.id,
    ]);
    const page = await owner.get(`/admin/media/${one.id}/`);
    expect(page.text).toContain("verwendet in 3 Produkten, 1 Beitrag, 1 Seite");
    expect(page.text).toContain("Röstbericht");
    expect(page.text).not.toContain("Impressionen");
    const trash = await postItem(one.id, { intent: "trash", version: String(one.version) });
    expect(trash.res.status).toBe(409);
    expect(trash.text).toContain("Das Bild wird noch verwendet und kann nicht entfernt werden: Produkt");
    expect(trash.text).toContain("Beitrag „Röstbericht“");
    const rest = await fetch(`${base()}/wp-json/wp/v2/media/${one.id}?force=true`, {
      method: "DELETE",
      headers: owner.headers({ "x-wp-nonce": await owner.restNonce() }),
    });
    expect(rest.status).toBe(409);
    expect(((await rest.json()) as { code: string }).code).toBe("laden_media_in_use");
    expect((await query("select 1 from media where id = $1 and trashed_at is null", [one.id])).length).toBe(
      1,
    );
  });

  it("moves an unused item to the trash and back; deletes it for good from the trash with its files", async () => {
    const item = await byTitle(`${tag}-xhr`);
    const trashed = await postItem(item.id, { intent: "trash", version: String(item.version) });
    expect(trashed.text).toContain("Das Bild liegt im Papierkorb.");
    expect((await owner.get(`/admin/media/?q=${tag}-xhr`)).text).toContain("Keine Bilder gefunden.");
    expect((await owner.get(`/admin/media/?filter=trash&q=${tag}-xhr`)).text).toContain(`${tag}-xhr`);
    expect((await fetch(`${base()}/wp-json/wp/v2/media/${item.id}`)).status).toBe(404);
    await expect(assertUsableInContent(db(), [item.id])).rejects.toMatchObject({
      messageKey: "media.notUsable.trashed",
    });
    const restored = await postItem(item.id, { intent: "restore" });
    expect(restored.text).toContain("Das Bild wurde wiederhergestellt.");
    expect((await owner.get(`/admin/media/?q=${tag}-xhr`)).text).toContain(`${tag}-xhr`);
    await postItem(item.id, { intent: "trash" });
    const files = Object.values(
      (
        await query<{ sizes: Record<string, { file: string }> }>("select sizes from media where id = $1", [
          item.id,
        ])
      )[0]!.sizes,
    ).map((s) => join(mediaDir(), ...s.file.split("/")));
    const del = await postItem(item.id, { intent: "delete" });
    expect(del.res.status).toBe(302);
    expect(del.res.headers.get("location")).toBe("/admin/media/?filter=trash");
    expect((await query("select 1 from media where id = $1", [item.id])).length).toBe(0);
    for (const f of files) expect(existsSync(f), f).toBe(false);
    const audit = await query<{ action: string }>(
      "select action from audit_log where entity = 'media' and entity_id = $1 order by id",
      [String(item.id)],
    );
    expect(audit.map((a) => a.action)).toEqual(["create", "trash", "restore", "trash", "delete"]);
  });

  it("housekeeping deletes items trashed more than 30 days ago with their files, and keeps newer ones", async () => {
    const old = (await xhrUpload(`${tag}-alt.png`, await image(50, 50))).body.id!;
    const fresh = (await xhrUpload(`${tag}-neu.png`, await image(50, 50))).body.id!;
    await query("update media set trashed_at = now() - interval '31 days' where id = $1", [old]);
    await query("update media set trashed_at = now() - interval '29 days' where id = $1", [fresh]);
    const [oldRow] = await query<{ file: string }>("select file from media where id = $1", [old]);
    expect(await purgeTrashedMedia(db(), mediaDir(), { id: null, label: "system" })).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      (await query("select id from media where id = any($1)", [[old, fresh]])).map(
        (r) => (r as { id: number }).id,
      ),
    ).toEqual([fresh]);
    expect(existsSync(join(mediaDir(), ...oldRow!.file.split("/")))).toBe(false);
  });

  it("replaces the file: same id and address, new sizes, old sizes gone, version bumped", async () => {
    const item = await byTitle(`${tag}-zwei`);
    const before = (
      await query<{ sizes: Record<string, { file: string }> }>("select sizes from media where id = $1", [
        item.id,
      ])
    )[0]!.sizes;
    // Cached copies are revalidated by ETag: unchanged → 304, replaced → the new bytes.
    const url = `${base()}/wp-content/uploads/${item.file}`;
    const first = await fetch(url);
    const etag = first.headers.get("etag")!;
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    expect(etag).toMatch(/^W\/"/);
    expect((await fetch(url, { headers: { "if-none-match": etag } })).status).toBe(304);
    const form = multipart(
      [
        [
          "neu.jpg",
          await sharp(await image(1000, 500, "#aa0000"))
            .jpeg()
            .toBuffer(),
        ],
      ],
      { intent: "replace", version: String(item.version) },
      "file",
    );
    const { res, text } = await owner.request(`/admin/media/${item.id}/`, { method: "POST", body: form });
    expect(res.status).toBe(200);
    expect(text).toContain("Die Datei wurde ersetzt.");
    const [after] = await query<
      Row & { sizes: Record<string, { file: string; width: number; mime: string }> }
    >("select id, file, width, version, sizes from media where id = $1", [item.id]);
    expect(after!.file).toBe(item.file);
    expect(after!.width).toBe(1000);
    expect(after!.version).toBe(item.version + 1);
    expect(after!.sizes.full!.mime).toBe("image/jpeg");
    const fresh = await fetch(url, { headers: { "if-none-match": etag } });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("etag")).not.toBe(etag);
    expect((await sharp(Buffer.from(await fresh.arrayBuffer())).metadata()).width).toBe(1000);
    const meta = await sharp(join(mediaDir(), ...item.file.split("/"))).metadata();
    expect(meta.width).toBe(1000);
    for (const s of Object.values(before)) {
      const stillUsed = Object.values(after!.sizes).some((n) => n.file === s.file);
      expect(existsSync(join(mediaDir(), ...s.file.split("/"))), s.file).toBe(stillUsed);
    }
    const refused = await owner.request(`/admin/media/${item.id}/`, {
      method: "POST",
      body: multipart([["text.png", Buffer.from("kein Bild")]], { intent: "replace" }, "file"),
    });
    expect(refused.res.status).toBe(400);
    expect(refused.text).toContain("text.png nicht hochgeladen: Die Datei ist kein Bild");
    expect((await byTitle(`${tag}-zwei`)).version).toBe(item.version + 1);
  });
});

describe("the alt-text rule for content", () => {
  it("refuses an image without alt text (or missing) and accepts one with it", async () => {
    const withAlt = await byTitle(`${tag}-zwei`);
    const fresh = (await xhrUpload(`${tag}-ohne.png`, await image(40, 40))).body.id!;
    await expect(assertUsableInContent(db(), [withAlt.id])).resolves.toBeUndefined();
    const refusal = await assertUsableInContent(db(), [withAlt.id, fresh]).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(MediaNotUsableError);
    expect(refusal).toMatchObject({ mediaId: fresh, messageKey: "media.notUsable.noAlt" });
    await expect(assertUsableInContent(db(), [999_999_999])).rejects.toMatchObject({
      messageKey: "media.notUsable.missing",
    });
  });
});
