/**
 * WooCommerce CSV rows → the records the catalogue can hold (pure, no I/O).
 *
 * Supported: `simple` and `variable` products and their `variation` rows. Rows of other types
 * are skipped with a German reason; a value that cannot be read (a price "abc") is an error,
 * and any error stops the whole import. What the catalogue has no place for (weights, upsells,
 * download files …) is reported as a warning.
 */
import type { ProductAttribute } from "#db/schema/index.ts";
import { autoParagraphs, decodeEntities, sanitizeHtml } from "#modules/shared/sanitize-html.ts";
import type { CsvRow, CsvTable } from "./read.ts";
import { type ImportedFields, importedFields } from "./update.ts";
import {
  decodeDescription,
  parseBoolean,
  parseCents,
  parseInteger,
  slugify,
  splitList,
  ValueError,
} from "./values.ts";

export type RowRef = { row: number; id: string; sku: string };
export type RowIssue = RowRef & { message: string };
export type Skip = RowRef & { reason: string };
/** A warning about one row, or (row null, no id/sku) about the whole file. */
export type Warning = Omit<RowIssue, "row"> & { row: number | null };

function fileWarning(message: string): Warning {
  return { row: null, id: "", sku: "", message };
}

export type StockStatus = "instock" | "outofstock" | "onbackorder";
export type StockFields = { stockStatus: StockStatus; manageStock: boolean; stockQuantity: number | null };

export type RawAttribute = { name: string; value: string };

export type VariationRecord = StockFields & {
  ref: RowRef;
  sku: string | null;
  /** The attribute columns of the row, as written. */
  rawAttributes: RawAttribute[];
  /** Parent attribute slug → value ("" = any), filled in when the parent is known. */
  attributes: Record<string, string>;
  regularPriceCents: number;
  salePriceCents: number | null;
  menuOrder: number;
  image: string | null;
  /** WooCommerce's `Published` 0 (private) or -1: kept, but neither shown nor sold. */
  enabled: boolean;
};

export type ProductRecord = StockFields & {
  ref: RowRef;
  type: "simple" | "variable";
  name: string;
  /** From the name; the store makes it unique ("hoodie-2") against the database and the file. */
  slug: string;
  /** WooCommerce's `Published`: 1 publish, 0 private, -1 draft. */
  status: "publish" | "draft" | "private";
  catalogVisibility: "visible" | "catalog" | "search" | "hidden";
  featured: boolean;
  shortDescription: string;
  description: string;
  sku: string | null;
  regularPriceCents: number | null;
  salePriceCents: number | null;
  taxClass: "standard" | "reduced";
  maxQuantity: number | null;
  menuOrder: number;
  /** Category paths, each from the top: [["Kleidung", "T-Shirts"], ["Neu"]]. */
  categories: string[][];
  tags: string[];
  /** Image URLs: the main image first, then the gallery. */
  images: string[];
  attributes: ProductAttribute[];
  variations: VariationRecord[];
  /** What the row sets on an existing product it matches (a re-import updates it). */
  update: ImportedFields;
};

/** A variation whose parent (given by SKU) is not in the file: the store looks in the database. */
export type OrphanVariation = { parentSku: string; variation: VariationRecord };

export type ImportPlan = {
  products: ProductRecord[];
  orphanVariations: OrphanVariation[];
  skipped: Skip[];
  warnings: Warning[];
  /** Values that cannot be read: the import must not run. */
  errors: RowIssue[];
};

const PRODUCT_TYPES = new Set(["simple", "variable", "variation", "grouped", "external"]);
const TYPE_FLAGS = new Set(["downloadable", "virtual"]);

const UNSUPPORTED_TYPE: Record<string, string> = {
  grouped: "Gruppierte Produkte werden nicht unterstützt.",
  external: "Externe/Affiliate-Produkte werden nicht unterstützt.",
};

/** Columns the catalogue has no place for, reported once per file with the number of rows. */
const UNSUPPORTED_COLUMNS: { test: RegExp; label: string }[] = [
  { test: /^(weight|length|width|height)\b/i, label: "Gewicht und Maße" },
  { test: /^(upsells|cross-sells)$/i, label: "Zusatz- und Querverkäufe (Upsells, Cross-Sells)" },
  { test: /^shipping class$/i, label: "Versandklassen" },
  { test: /^purchase note$/i, label: "Kaufhinweise" },
];

export function refOf(r: CsvRow): RowRef {
  return { row: r.row, id: r.get("ID").trim(), sku: r.get("SKU").trim() };
}

/** "Zeile 5 (ID 44, SKU woo-hoodie)" */
export function describeRef(ref: Pick<RowRef, "row" | "id" | "sku">): string {
  const parts = [ref.id && `ID ${ref.id}`, ref.sku && `SKU ${ref.sku}`].filter(Boolean);
  return `Zeile ${ref.row}${parts.length ? ` (${parts.join(", ")})` : ""}`;
}

function cleanText(raw: string): string {
  return decodeEntities(raw).replace(/\s+/g, " ").trim();
}

/** Description HTML: line breaks restored, paragraphs added, then sanitised. */
function cleanHtml(raw: string, label: string, ref: RowRef, warnings: Warning[]): string {
  const { html, removed } = sanitizeHtml(autoParagraphs(decodeDescription(raw)));
  if (removed.length) {
    warnings.push({ ...ref, message: `${label}: unerlaubtes HTML entfernt (${removed.join(", ")}).` });
  }
  return html;
}

function parseTaxClass(raw: string, ref: RowRef, warnings: Warning[]): "standard" | "reduced" {
  const value = slugify(raw.trim(), "");
  if (value === "" || value === "standard" || value === "parent" || value === "standardsatz")
    return "standard";
  if (/^(reduced(-rate)?|ermaessigter-satz|ermassigter-satz|ermaessigt)$/.test(value)) return "reduced";
  warnings.push({
    ...ref,
    message: `Steuerklasse „${raw.trim()}“ gibt es nicht (nur Standard und ermäßigt); der Standardsatz gilt.`,
  });
  return "standard";
}

function parseStock(r: CsvRow): StockFields {
  const quantity = parseInteger(r.get("Stock"), "Lagerbestand („Stock“)");
  const inStock = r.get("In stock?").trim().toLowerCase();
  let stockStatus: StockStatus;
  if (inStock === "backorder" || inStock === "onbackorder") stockStatus = "onbackorder";
  else stockStatus = (parseBoolean(inStock, "„In stock?“") ?? true) ? "instock" : "outofstock";
  const backorderRaw = r.get("Backorders allowed?").trim().toLowerCase();
  const backorders =
    backorderRaw === "notify" || (parseBoolean(backorderRaw, "„Backorders allowed?“") ?? false);
  if (quantity === undefined) return { stockStatus, manageStock: false, stockQuantity: null };
  // With a managed stock, WooCommerce derives the status from the quantity.
  return {
    manageStock: true,
    stockQuantity: quantity,
    stockStatus: quantity > 0 ? "instock" : backorders ? "onbackorder" : "outofstock",
  };
}

/** "2024-05-31" or "2024-05-31 23:59:59" → a Date (local time), undefined when unreadable. */
function parseDate(raw: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(raw.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = "0", mi = "0", s = "0"] = m;
  return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

/** Regular and sale price with WooCommerce's rules; drops a sale price that does not apply now. */
function parsePrices(
  r: CsvRow,
  ref: RowRef,
  now: Date,
  warnings: Warning[],
): { regular: number | undefined; sale: number | undefined } {
  let regular = parseCents(r.get("Regular price"), "Regulärer Preis („Regular price“)");
  let sale = parseCents(r.get("Sale price"), "Angebotspreis („Sale price“)");
  if (sale !== undefined && regular === undefined) {
    warnings.push({
      ...ref,
      message: "Angebotspreis ohne regulären Preis: er wird als regulärer Preis übernommen.",
    });
    regular = sale;
    sale = undefined;
  }
  if (sale !== undefined && regular !== undefined && sale >= regular) {
    warnings.push({
      ...ref,
      message: "Angebotspreis ist nicht niedriger als der reguläre Preis und wird ignoriert.",
    });
    sale = undefined;
  }
  const startsRaw = r.get("Date sale price starts").trim();
  const endsRaw = r.get("Date sale price ends").trim();
  if (sale !== undefined && (startsRaw || endsRaw)) {
    const starts = startsRaw ? parseDate(startsRaw) : undefined;
    const ends = endsRaw ? parseDate(endsRaw) : undefined;
    if (ends && ends.getTime() < now.getTime()) {
      warnings.push({
        ...ref,
        message: `Das Angebot endete am ${endsRaw}; der Angebotspreis wird nicht übernommen.`,
      });
      sale = undefined;
    } else if (starts && starts.getTime() > now.getTime()) {
      warnings.push({
        ...ref,
        message: `Das Angebot beginnt erst am ${startsRaw}; geplante Angebote werden nicht unterstützt, der Angebotspreis wird nicht übernommen.`,
      });
      sale = undefined;
    } else {
      warnings.push({
        ...ref,
        message: "Angebotszeitraum wird nicht übernommen; der Angebotspreis gilt ohne Enddatum.",
      });
    }
  }
  return { regular, sale };
}

/** Attribute columns ("Attribute 1 name", "Attribute 1 value(s)", …) by their number. */
function attributeNumbers(columns: string[]): number[] {
  const numbers = new Set<number>();
  for (const c of columns) {
    const m = /^attribute (\d+) name$/i.exec(c);
    if (m) numbers.add(Number(m[1]));
  }
  return [...numbers].sort((a, b) => a - b);
}

type ParsedAttribute = { name: string; values: string[]; global: boolean };

function readAttributes(r: CsvRow, numbers: number[]): ParsedAttribute[] {
  const out: ParsedAttribute[] = [];
  for (const n of numbers) {
    const name = cleanText(r.get(`Attribute ${n} name`));
    if (!name) continue;
    out.push({
      name,
      values: splitList(r.get(`Attribute ${n} value(s)`))
        .map(cleanText)
        .filter(Boolean),
      global: parseBoolean(r.get(`Attribute ${n} global`), `„Attribute ${n} global“`) ?? false,
    });
  }
  return out;
}

/** WooCommerce names global attributes `pa_<slug>` (and the form fields `attribute_pa_<slug>`). */
function attributeSlug(a: ParsedAttribute): string {
  const slug = slugify(a.name, "merkmal");
  return a.global ? `pa_${slug}` : slug;
}

function categoryPaths(raw: string): string[][] {
  return splitList(raw)
    .map((path) => path.split(">").map(cleanText).filter(Boolean))
    .filter((p) => p.length > 0);
}

/** Lowest and highest current price (sale price when set): over the variations of a variable product. */
export function priceRange(p: {
  type: "simple" | "variable";
  regularPriceCents: number | null;
  salePriceCents: number | null;
  variations: { regularPriceCents: number; salePriceCents: number | null; enabled?: boolean }[];
}): { min: number | null; max: number | null } {
  const prices =
    p.type === "variable"
      ? p.variations.filter((v) => v.enabled !== false).map((v) => v.salePriceCents ?? v.regularPriceCents)
      : [p.salePriceCents ?? p.regularPriceCents].filter((x): x is number => x !== null);
  if (prices.length === 0) return { min: null, max: null };
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/**
 * Matches a variation's attribute columns to its parent's variation attributes: the result has
 * every variation attribute of the parent ("" = any). A value the parent does not offer is
 * added to its options when `addOptions` (the parent is new) or is an error otherwise.
 */
export function resolveVariationAttributes(
  parent: ProductAttribute[],
  raw: RawAttribute[],
  addOptions: boolean,
): { attributes: Record<string, string>; notes: string[] } | { error: string } {
  const attributes: Record<string, string> = {};
  const notes: string[] = [];
  const variationAttrs = parent.filter((a) => a.variation);
  for (const a of variationAttrs) attributes[a.slug] = "";
  for (const { name, value } of raw) {
    const key = slugify(name, "merkmal");
    const attr = variationAttrs.find(
      (a) => a.name.toLowerCase() === name.toLowerCase() || a.slug === key || a.slug === `pa_${key}`,
    );
    if (!attr) {
      notes.push(`Merkmal „${name}“ gibt es beim Elternprodukt nicht als Variantenmerkmal; ignoriert.`);
      continue;
    }
    if (value === "") continue;
    const option = attr.options.find((o) => o.toLowerCase() === value.toLowerCase());
    if (option !== undefined) {
      attributes[attr.slug] = option;
    } else if (addOptions) {
      attr.options.push(value);
      attributes[attr.slug] = value;
      notes.push(
        `Wert „${value}“ fehlte in den Optionen von „${attr.name}“ beim Elternprodukt und wurde ergänzt.`,
      );
    } else {
      return { error: `Das Elternprodukt bietet für „${attr.name}“ den Wert „${value}“ nicht an.` };
    }
  }
  return { attributes, notes };
}

/** A stable key for "same parent, same attributes". */
export function attributesKey(attributes: Record<string, string>): string {
  return JSON.stringify(
    Object.keys(attributes)
      .sort()
      .map((k) => [k, attributes[k]!.toLowerCase()]),
  );
}

export function planImport(table: CsvTable, opts: { now?: Date } = {}): ImportPlan {
  const plan: ImportPlan = { products: [], orphanVariations: [], skipped: [], warnings: [], errors: [] };
  for (const note of table.notes) plan.warnings.push(fileWarning(note));
  const { products, variations } = sortRows(table.rows, plan.skipped);
  const run: PlanRun = {
    plan,
    now: opts.now ?? new Date(),
    attrNumbers: attributeNumbers(table.columns),
    claimSku: skuClaimer(plan.skipped),
    unsupported: unsupportedColumnCounter(table.columns),
    has: columnTester(table.columns),
    byId: new Map(),
    bySku: new Map(),
    ...rowNumbersByKey(table.rows),
  };
  for (const row of products) guardValues(plan, row.ref, (rowWarnings) => planProduct(run, row, rowWarnings));
  const pending = new Map<ProductRecord, VariationRecord[]>();
  let variationDescriptions = 0;
  for (const row of variations)
    guardValues(plan, row.ref, (rowWarnings) => {
      const planned = planVariation(run, row, rowWarnings);
      if (planned.described) variationDescriptions++;
      if (!planned.variation) return false;
      if (planned.parent)
        pending.set(planned.parent, [...(pending.get(planned.parent) ?? []), planned.variation]);
      return true;
    });
  for (const product of plan.products)
    if (product.type === "variable") attachVariations(plan, product, pending.get(product) ?? []);
  plan.warnings.push(...fileWideWarnings(run.unsupported.counts, variationDescriptions));
  sortByRow(plan);
  return plan;
}

type ProductRow = { r: CsvRow; ref: RowRef; type: "simple" | "variable"; flags: string[] };

function columnTester(columns: readonly string[]): (column: string) => boolean {
  const names = new Set(columns.map((c) => c.toLowerCase()));
  return (column) => names.has(column.toLowerCase());
}
type VariationRow = { r: CsvRow; ref: RowRef };

/** One planning pass: the plan so far and the lookups the rows share. */
type PlanRun = {
  plan: ImportPlan;
  now: Date;
  attrNumbers: number[];
  claimSku: (ref: RowRef) => boolean;
  unsupported: ReturnType<typeof unsupportedColumnCounter>;
  /** Whether the file has a column (case-insensitive). */
  has: (column: string) => boolean;
  /** The planned products by ID and by SKU (lower case). */
  byId: Map<string, ProductRecord>;
  bySku: Map<string, ProductRecord>;
  /** Every row of the file by ID and by SKU (first occurrence), to tell "skipped" from "absent". */
  rowById: Map<string, number>;
  rowBySku: Map<string, number>;
};

/**
 * Runs one row's planning with its own warnings: they count only when the row is planned (planRow
 * returns true) without a value error (a ValueError becomes the row's error; anything else is a bug and rethrown).
 */
function guardValues(plan: ImportPlan, ref: RowRef, planRow: (rowWarnings: Warning[]) => boolean) {
  const rowWarnings: Warning[] = [];
  try {
    if (planRow(rowWarnings)) plan.warnings.push(...rowWarnings);
  } catch (err) {
    if (!(err instanceof ValueError)) throw err;
    plan.errors.push({ ...ref, message: err.message });
  }
}

/** Every row's first line number by ID and by SKU (lower case). */
export function rowNumbersByKey(rows: readonly CsvRow[]): {
  rowById: Map<string, number>;
  rowBySku: Map<string, number>;
} {
  const rowById = new Map<string, number>();
  const rowBySku = new Map<string, number>();
  for (const r of rows) {
    const { id, sku } = refOf(r);
    if (id && !rowById.has(id)) rowById.set(id, r.row);
    if (sku && !rowBySku.has(sku.toLowerCase())) rowBySku.set(sku.toLowerCase(), r.row);
  }
  return { rowById, rowBySku };
}

/**
 * Sorts the rows by their `Type` into products and variations; a missing, unknown, mixed or
 * unsupported type and a repeated ID are skipped with their reason.
 */
export function sortRows(
  rows: readonly CsvRow[],
  skipped: Skip[],
): { products: ProductRow[]; variations: VariationRow[] } {
  const products: ProductRow[] = [];
  const variations: VariationRow[] = [];
  const seenIds = new Map<string, number>();
  for (const r of rows) {
    const ref = refOf(r);
    const typeCell = r.get("Type").trim();
    const types = splitList(typeCell.toLowerCase());
    const base = types.filter((t) => PRODUCT_TYPES.has(t));
    const unknown = types.filter((t) => !PRODUCT_TYPES.has(t) && !TYPE_FLAGS.has(t));
    if (types.length === 0) {
      skipped.push({ ...ref, reason: "Der Produkttyp (Spalte „Type“) fehlt." });
      continue;
    }
    if (base.length !== 1 || unknown.length) {
      skipped.push({ ...ref, reason: `Produkttyp „${typeCell}“ wird nicht unterstützt.` });
      continue;
    }
    const type = base[0]!;
    const unsupported = UNSUPPORTED_TYPE[type];
    if (unsupported) {
      skipped.push({ ...ref, reason: unsupported });
      continue;
    }
    if (ref.id) {
      const first = seenIds.get(ref.id);
      if (first !== undefined) {
        skipped.push({ ...ref, reason: `Die ID ${ref.id} steht schon in Zeile ${first}.` });
        continue;
      }
      seenIds.set(ref.id, ref.row);
    }
    if (type === "variation") variations.push({ r, ref });
    else
      products.push({
        r,
        ref,
        type: type as "simple" | "variable",
        flags: types.filter((t) => TYPE_FLAGS.has(t)),
      });
  }
  return { products, variations };
}

/** SKUs are unique over products and variations, as in WooCommerce: a later row with a taken SKU is skipped. */
export function skuClaimer(skipped: Skip[]): (ref: RowRef) => boolean {
  const skuRows = new Map<string, number>();
  return (ref) => {
    if (!ref.sku) return true;
    const key = ref.sku.toLowerCase();
    const first = skuRows.get(key);
    if (first !== undefined) {
      skipped.push({ ...ref, reason: `Die Artikelnummer ${ref.sku} steht schon in Zeile ${first}.` });
      return false;
    }
    skuRows.set(key, ref.row);
    return true;
  };
}

/** Counts, per group of columns the catalogue has no place for, the rows that fill one. */
function unsupportedColumnCounter(columns: readonly string[]) {
  const counts = new Map<string, number>();
  return {
    counts,
    count(r: CsvRow) {
      for (const group of UNSUPPORTED_COLUMNS) {
        if (columns.some((c) => group.test.test(c) && r.get(c).trim() !== "")) {
          counts.set(group.label, (counts.get(group.label) ?? 0) + 1);
        }
      }
    },
  };
}

/**
 * What a product row's columns say that the catalogue cannot hold: tax statuses, a missing price
 * and downloadable/virtual flags are warned about (the catalogue visibility is taken as it is).
 * Returns the status to store.
 */
export function productRowNotes(
  r: CsvRow,
  row: Pick<ProductRow, "ref" | "type" | "flags">,
  status: ProductRecord["status"],
  hasPrice: boolean,
  rowWarnings: Warning[],
): ProductRecord["status"] {
  const { ref, type, flags } = row;
  const taxStatus = r.get("Tax status").trim().toLowerCase();
  if (taxStatus && taxStatus !== "taxable") {
    rowWarnings.push({
      ...ref,
      message: `Steuerstatus „${taxStatus}“ wird nicht unterstützt; der Preis wird als Bruttopreis mit Mehrwertsteuer behandelt.`,
    });
  }
  if (type === "simple" && !hasPrice) {
    rowWarnings.push({ ...ref, message: "Kein Preis angegeben: das Produkt ist nicht bestellbar." });
  }
  if (flags.includes("downloadable") || flags.includes("virtual")) {
    const downloads = flags.includes("downloadable");
    const virtual = flags.includes("virtual");
    const what =
      downloads && virtual
        ? "Download-Dateien und die Eigenschaft „virtuell“ wurden"
        : downloads
          ? "Download-Dateien wurden"
          : "die Eigenschaft „virtuell“ wurde";
    rowWarnings.push({ ...ref, message: `Importiert als einfaches Produkt; ${what} nicht übernommen.` });
  }
  return status;
}

/** A product row → a planned product (false when its SKU is taken); throws ValueError for an unreadable value. */
function planProduct(run: PlanRun, row: ProductRow, rowWarnings: Warning[]): boolean {
  const { r, ref, type } = row;
  const name = cleanText(r.get("Name"));
  if (!name) throw new ValueError("Der Name fehlt.");

  const featured = parseBoolean(r.get("Is featured?"), "„Is featured?“") ?? false;
  const stock = parseStock(r);
  const { regular, sale } =
    type === "variable" ? { regular: undefined, sale: undefined } : parsePrices(r, ref, run.now, rowWarnings);
  const soldIndividually = parseBoolean(r.get("Sold individually?"), "„Sold individually?“") ?? false;
  const menuOrder = parseInteger(r.get("Position"), "Position") ?? 0;
  const parsedAttributes = readAttributes(r, run.attrNumbers);
  const taxClass = parseTaxClass(r.get("Tax class"), ref, rowWarnings);

  if (!run.claimSku(ref)) return false;

  const shortDescription = cleanHtml(r.get("Short description"), "Kurzbeschreibung", ref, rowWarnings);
  const description = cleanHtml(r.get("Description"), "Beschreibung", ref, rowWarnings);
  const categories = categoryPaths(r.get("Categories"));
  const update = importedFields(r, run.has, {
    name,
    type,
    taxClass,
    stock,
    shortDescription,
    description,
    categories,
  });
  const status = productRowNotes(r, row, update.status ?? "publish", regular !== undefined, rowWarnings);
  const record: ProductRecord = {
    ref,
    type,
    name,
    slug: slugify(name, "produkt"),
    status,
    catalogVisibility: update.catalogVisibility ?? "visible",
    featured,
    shortDescription,
    description,
    sku: ref.sku || null,
    regularPriceCents: regular ?? null,
    salePriceCents: sale ?? null,
    taxClass,
    ...stock,
    maxQuantity: soldIndividually ? 1 : null,
    menuOrder,
    categories,
    tags: splitList(r.get("Tags")).map(cleanText).filter(Boolean),
    images: splitList(r.get("Images")),
    attributes: parsedAttributes.map((a) => ({
      name: a.name,
      slug: attributeSlug(a),
      options: [...new Set(a.values)],
      variation: false,
    })),
    variations: [],
    update,
  };
  run.plan.products.push(record);
  if (ref.id) run.byId.set(ref.id, record);
  if (ref.sku) run.bySku.set(ref.sku.toLowerCase(), record);
  run.unsupported.count(r);
  return true;
}

/**
 * Where a variation's `Parent` points: `id:NN` names a row ID, else a SKU or, when numeric, an ID.
 * Gives the planned parent (if any) and the parent's row in the file (if it is there at all).
 */
export function findParent(
  parentRaw: string,
  planned: { byId: Map<string, ProductRecord>; bySku: Map<string, ProductRecord> },
  rows: { rowById: Map<string, number>; rowBySku: Map<string, number> },
): { parent: ProductRecord | undefined; parentRow: number | undefined; byIdOnly: boolean } {
  const idMatch = /^id:\s*(\d+)$/i.exec(parentRaw);
  const key = parentRaw.toLowerCase();
  const numeric = /^\d+$/.test(parentRaw);
  const parent = idMatch
    ? planned.byId.get(idMatch[1]!)
    : (planned.bySku.get(key) ?? (numeric ? planned.byId.get(parentRaw) : undefined));
  const parentRow = idMatch
    ? rows.rowById.get(idMatch[1]!)
    : (rows.rowBySku.get(key) ?? (numeric ? rows.rowById.get(parentRaw) : undefined));
  return { parent, parentRow, byIdOnly: idMatch !== null };
}

/**
 * A variation row → a variation for its parent in the file, or an orphan for a parent in the
 * database (found by SKU at store time); skipped with a reason when it cannot be sold or its
 * parent is skipped, not variable or absent (then no `variation`). `described`: it got past the
 * sale checks with a description (not imported; counted for the report).
 * Throws ValueError for an unreadable value.
 */
function planVariation(
  run: PlanRun,
  { r, ref }: VariationRow,
  rowWarnings: Warning[],
): { variation?: VariationRecord; parent?: ProductRecord; described: boolean } {
  const { skipped, errors } = run.plan;
  const parentRaw = r.get("Parent").trim();
  const published = r.get("Published").trim();
  const stock = parseStock(r);
  const { regular, sale } = parsePrices(r, ref, run.now, rowWarnings);
  const menuOrder = parseInteger(r.get("Position"), "Position") ?? 0;
  const rawAttributes = run.attrNumbers.flatMap((n) => {
    const name = cleanText(r.get(`Attribute ${n} name`));
    return name ? [{ name, value: cleanText(splitList(r.get(`Attribute ${n} value(s)`))[0] ?? "") }] : [];
  });
  const images = splitList(r.get("Images"));
  parseTaxClass(r.get("Tax class"), ref, rowWarnings);

  const skip = (reason: string) => {
    skipped.push({ ...ref, reason });
    return { described: false };
  };
  if (!parentRaw) return skip("Variante ohne Elternprodukt (Spalte „Parent“ ist leer).");
  if (regular === undefined) return skip("Variante ohne Preis (in WooCommerce nicht bestellbar).");
  if (images.length > 1) {
    rowWarnings.push({ ...ref, message: "Eine Variante hat ein Bild; nur das erste wird übernommen." });
  }
  const described = r.get("Description").trim() !== "";
  const notPlanned = { described };

  const { parent, parentRow, byIdOnly } = findParent(parentRaw, run, run);
  if (!parent && parentRow !== undefined) {
    // The parent row was skipped (or is broken: its error stops the import anyway).
    if (!errors.some((e) => e.row === parentRow)) {
      skipped.push({
        ...ref,
        reason: `Das Elternprodukt ${parentRaw} (Zeile ${parentRow}) wurde übersprungen.`,
      });
    }
    return notPlanned;
  }
  if (parent && parent.type !== "variable") {
    skipped.push({ ...ref, reason: `Das Elternprodukt ${parentRaw} ist kein variables Produkt.` });
    return notPlanned;
  }
  if (!parent && byIdOnly) {
    skipped.push({
      ...ref,
      reason: `Das Elternprodukt ${parentRaw} steht nicht in der Datei (ein Elternprodukt in der Datenbank wird nur über seine Artikelnummer gefunden).`,
    });
    return notPlanned;
  }
  if (!run.claimSku(ref)) return notPlanned;

  const variation: VariationRecord = {
    ref,
    sku: ref.sku || null,
    rawAttributes,
    attributes: {},
    regularPriceCents: regular,
    salePriceCents: sale ?? null,
    ...stock,
    menuOrder,
    image: images[0] ?? null,
    enabled: published !== "0" && published !== "-1",
  };
  if (!parent) run.plan.orphanVariations.push({ parentSku: parentRaw, variation });
  return { variation, parent, described };
}

/**
 * A variable product's variations: an attribute is a variation attribute when a variation names
 * it (as WooCommerce's importer decides; without variations in the file, every attribute is one);
 * a variation with attributes the parent does not offer or with the same attributes as an earlier
 * one is skipped.
 */
function attachVariations(plan: ImportPlan, product: ProductRecord, variations: VariationRecord[]) {
  const { skipped, warnings } = plan;
  const named = new Set(variations.flatMap((v) => v.rawAttributes.map((a) => a.name.toLowerCase())));
  for (const a of product.attributes)
    a.variation = variations.length === 0 || named.has(a.name.toLowerCase());
  if (variations.length === 0) {
    warnings.push({
      ...product.ref,
      message:
        "Variables Produkt ohne Varianten in der Datei: nicht bestellbar, bis Varianten angelegt sind.",
    });
  }
  const seen = new Map<string, number>();
  for (const v of variations) {
    const resolved = resolveVariationAttributes(product.attributes, v.rawAttributes, true);
    if ("error" in resolved) {
      skipped.push({ ...v.ref, reason: resolved.error });
      continue;
    }
    for (const note of resolved.notes) warnings.push({ ...v.ref, message: note });
    const key = attributesKey(resolved.attributes);
    const first = seen.get(key);
    if (first !== undefined) {
      skipped.push({
        ...v.ref,
        reason: `Eine Variante mit denselben Merkmalen steht schon in Zeile ${first}.`,
      });
      continue;
    }
    seen.set(key, v.ref.row);
    v.attributes = resolved.attributes;
    product.variations.push(v);
  }
}

/** The file-wide warnings: unsupported column groups and variation descriptions, with their row counts. */
export function fileWideWarnings(
  unsupported: ReadonlyMap<string, number>,
  variationDescriptions: number,
): Warning[] {
  const rows = (n: number) => `${n} ${n === 1 ? "Zeile" : "Zeilen"}`;
  const out: Warning[] = [];
  for (const [label, count] of unsupported)
    out.push(fileWarning(`${label} werden nicht übernommen (${rows(count)}).`));
  if (variationDescriptions) {
    out.push(
      fileWarning(`Beschreibungen von Varianten werden nicht übernommen (${rows(variationDescriptions)}).`),
    );
  }
  return out;
}

/** In file order (stable: a row's messages keep their order; file-wide warnings last). */
function sortByRow(plan: ImportPlan) {
  const byRow = (a: { row: number | null }, b: { row: number | null }) =>
    (a.row ?? Number.MAX_SAFE_INTEGER) - (b.row ?? Number.MAX_SAFE_INTEGER);
  plan.skipped.sort(byRow);
  plan.errors.sort(byRow);
  plan.warnings.sort(byRow);
}
