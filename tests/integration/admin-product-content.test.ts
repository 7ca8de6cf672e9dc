/**
 * The product editor's texts and pictures over HTTP (issue 23 items 2 and 5): descriptions from
 * the rich-text editor are cleaned on the server before they are stored (scripts, handlers,
 * `javascript:` links and foreign images out; library images kept and counted as used); an image
 * without alt text is refused with a German message at its field and nothing is saved; the
 * `/en/` product page shows the English description and falls back to the German one.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { media, products } from "#db/schema/index.ts";
import { mediaUsage } from "#modules/media/usage.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { hidden, textOf, Visitor } from "../setup/visitor.ts";

const app = appForFile();
const db = () => app().database.db;
const base = () => app().url;

let owner: Visitor;
const ids = { product: 0, other: 0, withAlt: 0, second: 0, noAlt: 0 };
const src = (n: string) => `/wp-content/uploads/2026/11/rte-${n}-1200x800.webp`;

async function image(name: string, alt: string) {
  const [row] = await db()
    .insert(media)
    .values({
      file: `2026/11/rte-${name}.webp`,
      mime: "image/webp",
      width: 1600,
      height: 1067,
      alt,
      title: `RTE ${name}`,
      sizes: {
        large: { file: `2026/11/rte-${name}-1200x800.webp`, width: 1200, height: 800, mime: "image/webp" },
      },
    })
    .returning({ id: media.id });
  return row!.id;
}

beforeAll(async () => {
  const insert = async (slug: string, name: string) =>
    (
      await db()
        .insert(products)
        .values({ slug, name, regularPriceCents: 1490, sortPriceCents: 1490, maxPriceCents: 1490 })
        .returning({ id: products.id })
    )[0]!.id;
  ids.product = await insert("rte-kenia", "RTE Kenia");
  ids.other = await insert("rte-peru", "RTE Peru");
  await db()
    .update(products)
    .set({ description: "<p>Nur deutsch beschrieben.</p>" })
    .where(eq(products.id, ids.other));
  ids.withAlt = await image("kirschen", "Reife Kaffeekirschen am Strauch");
  ids.second = await image("roester", "Trommelröster");
  ids.noAlt = await image("ohne-alt", "");
  owner = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
});

const row = async (id: number) => (await db().select().from(products).where(eq(products.id, id)))[0]!;

async function editorForm(id: number) {
  const { res, text } = await owner.get(`/admin/products/${id}/`);
  expect(res.status).toBe(200);
  const stored = await row(id);
  return new URLSearchParams({
    version: hidden(text, "version"),
    name: stored.name,
    slug: stored.slug,
    regular_price: "14,90",
    tax_class: "standard",
    stock_status: "instock",
    backorders: "no",
    status: "publish",
    catalog_visibility: "visible",
  });
}

const save = (id: number, form: URLSearchParams) =>
  owner.request(`/admin/products/${id}/`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });

describe("descriptions from the rich-text editor", () => {
  it("are cleaned before they are stored; library images are kept and counted as used", async () => {
    const form = await editorForm(ids.product);
    form.set(
      "description",
      '<h2 onclick="alert(1)">Herkunft</h2><p>Aus <b><strong>Nyeri</strong></b>.<script>alert(2)</script>' +
        ' <a href="javascript:alert(3)">Klick</a> <a href="https://example.com/farm">Farm</a></p>' +
        `<p><img src="${src("kirschen")}" alt="Reife Kaffeekirschen am Strauch" width="1200" height="800">` +
        '<img src="https://evil.example/x.png" alt="fremd" onerror="alert(4)"></p>',
    );
    form.set("short_description", "<p>Fruchtig, <i>hell</i>.</p><iframe src=https://evil.example></iframe>");
    const { res, text } = await save(ids.product, form);
    expect(res.status).toBe(200);
    expect(textOf(text)).toContain("Gespeichert.");
    const stored = await row(ids.product);
    expect(stored.description).toBe(
      '<h2>Herkunft</h2><p>Aus <strong>Nyeri</strong>. Klick <a href="https://example.com/farm" rel="noopener noreferrer">Farm</a></p>' +
        `<p><img src="${src("kirschen")}" alt="Reife Kaffeekirschen am Strauch" loading="lazy" width="1200" height="800" /></p>`,
    );
    expect(stored.shortDescription).toBe("<p>Fruchtig, <em>hell</em>.</p>");
    expect(stored.contentMediaIds).toEqual([ids.withAlt]);
    expect((await mediaUsage(db(), [ids.withAlt])).get(ids.withAlt)).toEqual([
      { kind: "product", id: ids.product, title: "RTE Kenia" },
    ]);
    const page = (await new Visitor(base).get("/product/rte-kenia/")).text;
    expect(page).toContain(`src="${src("kirschen")}"`);
    expect(page).not.toMatch(/alert\(|evil\.example|javascript:/);
  });

  it("refuses an image without alt text in a description and an unknown library file, saving nothing", async () => {
    const before = await row(ids.product);
    const form = await editorForm(ids.product);
    form.set("regular_price", "99,00");
    form.set("description", `<p>Text <img src="${src("kirschen")}" alt=""></p>`);
    form.set("description_en", `<p><img src="/wp-content/uploads/2026/11/gibt-es-nicht.webp" alt="x"></p>`);
    const { res, text } = await save(ids.product, form);
    expect(res.status).toBe(400);
    expect(textOf(text)).toContain("Ein Bild in diesem Text hat keinen Alternativtext.");
    expect(textOf(text)).toContain("Dieses Bild gibt es nicht (mehr).");
    const after = await row(ids.product);
    expect(after.version).toBe(before.version);
    expect(after.regularPriceCents).toBe(before.regularPriceCents);
    expect(after.description).toBe(before.description);
  });
});

describe("product image and gallery", () => {
  it("refuses a picture without alt text with a German field message, nothing saved", async () => {
    const before = await row(ids.product);
    const form = await editorForm(ids.product);
    form.set("regular_price", "99,00");
    form.set("image_id", String(ids.noAlt));
    form.set("gallery_ids", `${ids.second},${ids.noAlt}`);
    const { res, text } = await save(ids.product, form);
    expect(res.status).toBe(400);
    const message = "Dieses Bild hat keinen Alternativtext. Bitte ergänzen Sie ihn zuerst in der Mediathek.";
    expect(text).toContain(`id="p-image-error" class="admin-field__error">${message}`);
    expect(text).toContain(`id="p-gallery-error" class="admin-field__error">${message}`);
    const after = await row(ids.product);
    expect(after).toMatchObject({
      version: before.version,
      regularPriceCents: before.regularPriceCents,
      imageId: before.imageId,
      galleryImageIds: before.galleryImageIds,
    });
  });

  it("saves the chosen image and the gallery in its order; both count as used", async () => {
    const form = await editorForm(ids.product);
    form.set("image_id", String(ids.withAlt));
    form.set("gallery_ids", `${ids.second},${ids.withAlt}`);
    expect((await save(ids.product, form)).res.status).toBe(200);
    expect(await row(ids.product)).toMatchObject({
      imageId: ids.withAlt,
      galleryImageIds: [ids.second, ids.withAlt],
    });
    form.set("version", String((await row(ids.product)).version));
    form.set("gallery_ids", `${ids.withAlt},${ids.second}`);
    expect((await save(ids.product, form)).res.status).toBe(200);
    expect((await row(ids.product)).galleryImageIds).toEqual([ids.withAlt, ids.second]);
    const usage = await mediaUsage(db(), [ids.second]);
    expect(usage.get(ids.second)?.map((u) => u.id)).toEqual([ids.product]);
    // The editor shows the chosen pictures by name.
    expect(textOf((await owner.get(`/admin/products/${ids.product}/`)).text)).toContain("RTE roester");
  });
});

describe("English descriptions", () => {
  it("the /en/ page shows the English ones and falls back to the German ones", async () => {
    const form = await editorForm(ids.product);
    form.set("description", "<p>Deutsche Beschreibung.</p>");
    form.set("description_en", "<p>English description.</p>");
    form.set("short_description_en", "<p>Fruity and light.</p>");
    expect((await save(ids.product, form)).res.status).toBe(200);
    const en = textOf((await new Visitor(base).get("/en/product/rte-kenia/")).text);
    expect(en).toContain("English description.");
    expect(en).toContain("Fruity and light.");
    expect(en).not.toContain("Deutsche Beschreibung.");
    const de = textOf((await new Visitor(base).get("/product/rte-kenia/")).text);
    expect(de).toContain("Deutsche Beschreibung.");
    expect(de).not.toContain("English description.");
    expect(textOf((await new Visitor(base).get("/en/product/rte-peru/")).text)).toContain(
      "Nur deutsch beschrieben.",
    );
  });
});
