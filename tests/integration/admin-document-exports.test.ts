/**
 * The accounting exports and the invoice ZIP over HTTP and the CLI (issue 22 items 6 and 7): who
 * may download, the DATEV file's header and bookings read back from Windows-1252, the plain CSV,
 * a range that excludes documents, the refusals (bad range, advisor numbers missing), the orders
 * list's bulk ZIP naming orders without an invoice, and the Buchhaltung settings group's check.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderDocuments } from "#db/schema/index.ts";
import { PAYMENT_METHOD_IDS } from "#modules/checkout/payment.ts";
import { issueCreditNote } from "#modules/documents/credit-note.ts";
import { issueInvoice } from "#modules/documents/issue.ts";
import type { DocumentSnapshot } from "#modules/documents/snapshot.ts";
import { berlinDay } from "#modules/reports/berlin-days.ts";
import { getSettings, setSettings } from "#modules/settings/index.ts";
import { appForFile } from "../setup/app-fixture.ts";
import { CLI_TEST_TIMEOUT, runLaden } from "../setup/laden-cli.ts";
import { createCustomer, placeTestOrder, stockedProduct, TEST_PASSWORD } from "../setup/orders-fixture.ts";
import { createOwner, ownerVisitor } from "../setup/owner-fixture.ts";
import { settingsChange } from "../setup/settings-change.ts";
import { textOf, Visitor } from "../setup/visitor.ts";

const app = appForFile({ TRUST_PROXY: "1" });
const db = () => app().database.db;
const base = () => app().url;
const ACTOR = { id: null, label: "test" };
const SELLER = {
  "legal.companyName": "Röstwerk Laden GmbH",
  "legal.street": "Hafenstraße 12",
  "legal.postcode": "20457",
  "legal.city": "Hamburg",
  "legal.vatId": "DE123456789",
} as const;

let admin: Visitor;
let manager: Visitor;
let customer: Visitor;
let account: { id: number; email: string };
let invoiced: { orderId: number; number: string; pdf: Uint8Array; account: string }[];
let creditNumber: string;
let uninvoiced: number;
const today = berlinDay(new Date());
const range = `?from=${today.slice(0, 8)}01&to=${today}`;

async function order() {
  const product = await stockedProduct(db(), 50);
  return placeTestOrder(db(), {
    userId: account.id,
    email: account.email,
    productId: product.id,
    paymentMethod: PAYMENT_METHOD_IDS.invoice,
  });
}

beforeAll(async () => {
  await settingsChange(app(), () =>
    setSettings(db(), {
      ...SELLER,
      "accounting.consultantNumber": "29098",
      "accounting.clientNumber": "55003",
    }),
  );
  account = await createCustomer(db());
  customer = new Visitor(base);
  await customer.signIn(account.email, TEST_PASSWORD);
  admin = await ownerVisitor(base, await createOwner(db(), "administrator"));
  manager = await ownerVisitor(base, await createOwner(db(), "shop_manager"));
  invoiced = [];
  for (let i = 0; i < 2; i++) {
    const o = await order();
    const { document } = await issueInvoice(db(), { orderId: o.id, actor: ACTOR });
    const [row] = await db().select().from(orderDocuments).where(eq(orderDocuments.id, document.id));
    // The test product's tax class decides the revenue account (SKR03: 8400 at 19 %, 8300 at 7 %).
    const rateBp = (row!.snapshot as DocumentSnapshot).vat.rows[0]!.rateBp;
    invoiced.push({
      orderId: o.id,
      number: document.number,
      pdf: row!.pdf,
      account: rateBp === 700 ? "8300" : "8400",
    });
  }
  const cancelled = await order();
  await issueInvoice(db(), { orderId: cancelled.id, actor: ACTOR });
  const credit = await issueCreditNote(db(), { orderId: cancelled.id, cancel: true, actor: ACTOR });
  creditNumber = credit!.document.number;
  uninvoiced = (await order()).id;
});

async function download(v: Visitor, url: string) {
  const res = await fetch(`${base()}${url}`, { headers: v.headers(), redirect: "manual" });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const cp1252 = (bytes: Uint8Array) => new TextDecoder("windows-1252").decode(bytes);

describe("the Belege screen and its downloads", () => {
  it("keeps visitors and customers out", async () => {
    const visitor = new Visitor(base);
    for (const url of [
      "/admin/documents/",
      `/admin/documents/export/datev.csv${range}`,
      `/admin/documents/export/belege.csv${range}`,
      `/admin/orders/invoices.zip?ids=${invoiced[0]!.orderId}`,
    ]) {
      const byVisitor = await download(visitor, url);
      expect(byVisitor.res.status, url).toBe(302);
      expect(byVisitor.res.headers.get("location"), url).toMatch(/^\/admin\/login\//);
      expect((await download(customer, url)).res.status, url).toBe(404);
    }
  });

  it("lists this month's documents with their PDFs for a shop manager", async () => {
    const page = await manager.get("/admin/documents/");
    expect(page.res.status).toBe(200);
    const text = textOf(page.text);
    for (const { number } of invoiced) expect(text).toContain(number);
    expect(text).toContain(creditNumber);
    expect(text).toContain("Rechnungskorrektur");
    expect(text).toContain("DATEV-Buchungsstapel herunterladen");
  });

  it("serves DATEV's Buchungsstapel in Windows-1252: EXTF header, columns, one booking per rate, credit notes H", async () => {
    const { res, bytes } = await download(manager, `/admin/documents/export/datev.csv${range}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=windows-1252");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="EXTF_Buchungsstapel_\d{8}_\d{8}\.csv"$/,
    );
    expect(bytes[0]).toBe(0x22); // no BOM: DATEV reads the first field as "EXTF"
    const lines = cp1252(bytes).split("\r\n");
    const header = lines[0]!.split(";");
    expect(header.slice(0, 5)).toEqual(['"EXTF"', "700", "21", '"Buchungsstapel"', "13"]);
    expect(header.slice(10, 12)).toEqual(["29098", "55003"]);
    expect(header[14]).toBe(`${today.slice(0, 8).replaceAll("-", "")}01`);
    expect(lines[1]!.split(";")).toHaveLength(125);
    const bookings = lines
      .slice(2)
      .filter(Boolean)
      .map((l) => l.split(";"));
    expect(bookings).toHaveLength(4); // three invoices and one credit note, one rate each
    for (const { number, account } of invoiced) {
      const row = bookings.find((b) => b[10] === `"${number}"`)!;
      expect(row[1]).toBe('"S"');
      expect(row[6]).toBe("10000");
      expect(row[7]).toBe(account);
    }
    const credit = bookings.find((b) => b[10] === `"${creditNumber}"`)!;
    expect(credit[1]).toBe('"H"');
    expect(credit[13]).toMatch(/^"Korrektur zu RE-/);
  });

  it("serves the plain CSV with a BOM, credit notes negative", async () => {
    const { res, bytes } = await download(admin, `/admin/documents/export/belege.csv${range}`);
    expect(res.status).toBe(200);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = text
      .slice(1)
      .trim()
      .split("\r\n")
      .map((l) => l.split(";"));
    expect(rows[0]!.slice(0, 3)).toEqual(["Belegnummer", "Belegart", "Belegdatum"]);
    expect(rows[0]).toContain(invoiced[0]!.account === "8300" ? "Brutto 7 %" : "Brutto 19 %");
    expect(rows).toHaveLength(5);
    const credit = rows.find((r) => r[0] === creditNumber)!;
    expect(credit[1]).toBe("Rechnungskorrektur");
    expect(credit.at(-1)).toMatch(/^-\d+,\d\d$/);
  });

  it("leaves out documents outside the range and refuses a range that cannot be read", async () => {
    const old = await download(manager, "/admin/documents/export/belege.csv?from=2020-01-01&to=2020-01-31");
    expect(new TextDecoder().decode(old.bytes).trim().split("\r\n")).toHaveLength(1);
    const backwards = await download(
      manager,
      `/admin/documents/export/datev.csv?from=${today}&to=2020-01-01`,
    );
    expect(backwards.res.status).toBe(409);
    expect(new TextDecoder().decode(backwards.bytes)).toBe("Das Von-Datum liegt nach dem Bis-Datum.");
    const page = await manager.get("/admin/documents/?from=2026-02-30&to=x");
    expect(textOf(page.text)).toContain("Bitte ein gültiges Von- und Bis-Datum angeben");
  });

  it("refuses DATEV without the advisor's numbers and says so on the screen", async () => {
    const before = await getSettings(db());
    await settingsChange(app(), () => setSettings(db(), { "accounting.consultantNumber": "" }));
    try {
      const res = await download(manager, `/admin/documents/export/datev.csv${range}`);
      expect(res.res.status).toBe(409);
      expect(new TextDecoder().decode(res.bytes)).toContain("fehlen Berater- und Mandantennummer");
      const page = textOf((await manager.get("/admin/documents/")).text);
      expect(page).toContain("fehlen Berater- und Mandantennummer");
      expect(page).not.toContain("DATEV-Buchungsstapel herunterladen");
    } finally {
      await settingsChange(app(), () =>
        setSettings(db(), { "accounting.consultantNumber": before["accounting.consultantNumber"] }),
      );
    }
  });
});

describe("the orders list's ZIP of invoices", () => {
  it("names the orders without an invoice and zips the stored PDFs byte for byte", async () => {
    const ids = [invoiced[0]!.orderId, invoiced[1]!.orderId, uninvoiced];
    const body = new URLSearchParams([...ids.map((id) => ["ids", String(id)]), ["intent", "invoices-zip"]]);
    const answer = await fetch(`${base()}/admin/orders/`, {
      method: "POST",
      headers: manager.headers({ "content-type": "application/x-www-form-urlencoded" }),
      body: body.toString(),
      redirect: "manual",
    });
    const text = textOf(await answer.text());
    expect(text).toContain("2 Rechnungen liegen bereit.");
    expect(text).toContain(`Ohne Rechnung (nicht im ZIP): Bestellung ${uninvoiced}.`);

    const zip = await download(
      manager,
      `/admin/orders/invoices.zip?${ids.map((id) => `ids=${id}`).join("&")}`,
    );
    expect(zip.res.status).toBe(200);
    expect(zip.res.headers.get("content-type")).toBe("application/zip");
    const files = unzipSync(zip.bytes);
    for (const { number, pdf } of invoiced) expect(files[`${number}.pdf`]).toEqual(pdf);
    expect(new TextDecoder().decode(files["ohne-rechnung.txt"])).toContain(`Bestellung ${uninvoiced}`);
    expect(Object.keys(files)).toHaveLength(3);
  });

  it("answers plainly when none of the selected orders has an invoice", async () => {
    const none = await download(manager, `/admin/orders/invoices.zip?ids=${uninvoiced}`);
    expect(none.res.status).toBe(404);
    expect(new TextDecoder().decode(none.bytes)).toBe(
      "Keine der ausgewählten Bestellungen hat eine Rechnung.",
    );
  });
});

describe("the Buchhaltung settings group", () => {
  it("is for administrators; refuses a debtor account of the wrong length, saves the chart", async () => {
    expect((await manager.get("/admin/settings/accounting/")).res.status).toBe(403);
    const form = {
      "accounting.chart": "SKR04",
      "accounting.consultantNumber": "29098",
      "accounting.clientNumber": "55003",
      "accounting.fiscalYearStartMonth": "1",
      "accounting.accountLength": "4",
      "accounting.debtorAccount": "1000",
      "accounting.revenue19Account": "",
      "accounting.revenue7Account": "",
      "accounting.reverseChargeAccount": "",
      "accounting.ossAccount": "",
      "accounting.exportAccount": "",
      "accounting.smallBusinessAccount": "",
    };
    const refused = await admin.post("/admin/settings/accounting/", form);
    expect(textOf(refused.text)).toContain("Das Debitorenkonto braucht 5 Stellen");
    expect((await getSettings(db()))["accounting.chart"]).toBe("SKR03");
    const saved = await admin.post("/admin/settings/accounting/", {
      ...form,
      "accounting.debtorAccount": "10000",
    });
    expect(saved.res.status).toBe(200);
    expect((await getSettings(db()))["accounting.chart"]).toBe("SKR04");
    await settingsChange(app(), () => setSettings(db(), { "accounting.chart": "SKR03" }));
  });
});

describe("laden export", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "laden-export-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const laden = (args: string[]) => runLaden(app().database.url, args);

  it(
    "writes the DATEV file and the CSV, and refuses a bad range with exit 65",
    async () => {
      const file = join(dir, "datev.csv");
      const datev = await laden([
        "export",
        "datev",
        "--from",
        `${today.slice(0, 8)}01`,
        "--to",
        today,
        "--out",
        file,
        "--json",
      ]);
      expect(datev.stderr).toBe("");
      expect(datev.code).toBe(0);
      expect(JSON.parse(datev.stdout)).toMatchObject({ format: "datev", documents: 4, rows: 4, file });
      const bytes = new Uint8Array(await readFile(file));
      expect(cp1252(bytes).startsWith('"EXTF";700;21;"Buchungsstapel";13;')).toBe(true);

      const csv = await laden(["export", "documents-csv", "--from", `${today.slice(0, 8)}01`, "--to", today]);
      expect(csv.code).toBe(0);
      expect(csv.stdout).toContain(creditNumber);
      expect(csv.stderr).toContain("4 Beleg(e)");

      const bad = await laden(["export", "datev", "--from", "2026-13-01", "--to", today]);
      expect(bad.code).toBe(65);
      expect(bad.stderr).toContain("Bitte ein gültiges Von- und Bis-Datum angeben");
      const usage = await laden(["export", "pdf", "--from", today, "--to", today]);
      expect(usage.code).toBe(64);
    },
    CLI_TEST_TIMEOUT,
  );
});
