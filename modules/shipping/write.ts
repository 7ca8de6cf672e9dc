/**
 * The owner's shipping writes (the Versand screen; REST and the CLI would call the same): save a
 * zone with its methods, delete a zone, move a zone. Each runs in one transaction that checks
 * the version the owner read (concurrent edits), applies the change, refuses it when the result
 * would break checkout (zones.ts configProblems), bumps the version and records one audit entry.
 */
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#db/client.ts";
import { shippingMethods, shippingRevision, shippingZones } from "#db/schema/shipping.ts";
import { type Actor, recordAudit } from "../audit/log.ts";
import { type Lang, LOCALE, type MessageKey, translate } from "../i18n/index.ts";
import "../i18n/messages-admin-shipping.ts";
import { EU_POSTCODES } from "../shared/address-rules.ts";
import { readShippingConfig, shippingChanged } from "./store.ts";
import { type ConfigProblem, configProblems, isPostcodePattern, type ShippingZone } from "./zones.ts";

const MAX_METHODS = 10;
const MAX_POSTCODES = 200;

const money = (max: number) =>
  z
    .number({ error: "admin.shipping.error.money" })
    .int()
    .min(0)
    .max(max, { error: "admin.shipping.error.money" });

const methodSchema = z.object({
  id: z
    .number({ error: "admin.shipping.error.method" })
    .int()
    .positive({ error: "admin.shipping.error.method" })
    .optional(),
  kind: z.enum(["flat_rate", "free_shipping", "local_pickup"], { error: "admin.shipping.error.kind" }),
  costCents: money(10_000_000),
  freeFromCents: money(10_000_000),
  carrier: z.string().trim().max(80, { error: "admin.shipping.error.carrier" }),
  enabled: z.boolean(),
});

/** A zone as the screen posts it; messages are catalogue keys (translated by checkZoneInput). */
const zoneSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: "admin.shipping.error.name" })
    .max(80, { error: "admin.shipping.error.name" }),
  countries: z
    .array(
      z.string().refine((c) => Object.hasOwn(EU_POSTCODES, c), { error: "admin.shipping.error.countries" }),
    )
    .min(1, { error: "admin.shipping.error.countries" })
    .transform((cs) => [...new Set(cs)].sort()),
  postcodes: z
    .array(z.string().trim().toUpperCase())
    .max(MAX_POSTCODES, { error: "admin.shipping.error.tooMany" })
    .transform((ps) => [...new Set(ps.filter((p) => p !== ""))]),
  hidePaidWhenFree: z.boolean(),
  methods: z.array(methodSchema).max(MAX_METHODS, { error: "admin.shipping.error.tooMany" }),
});

export type ZoneInput = z.output<typeof zoneSchema>;

/** Field path (`name`, `postcodes`, `methods.0.costCents`) → the German (or English) reason. */
export type ZoneErrors = Record<string, string>;

export function checkZoneInput(
  raw: unknown,
  lang: Lang,
): { ok: true; value: ZoneInput } | { ok: false; errors: ZoneErrors } {
  const parsed = zoneSchema.safeParse(raw);
  const errors: ZoneErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.slice(0, issue.path[0] === "methods" ? 3 : 1).join(".");
      errors[path] ??= translate(lang, issue.message as MessageKey, { max: MAX_METHODS });
    }
  }
  // Checked on the typed list even when other fields failed, so every reason shows at once.
  const typed = (raw as { postcodes?: unknown }).postcodes;
  const patterns = Array.isArray(typed) ? typed.map((p) => String(p).trim()).filter((p) => p !== "") : [];
  const bad = patterns.find((p) => !isPostcodePattern(p));
  if (bad !== undefined) errors.postcodes = translate(lang, "admin.shipping.error.postcode", { value: bad });
  if (!parsed.success || bad !== undefined) return { ok: false, errors };
  return { ok: true, value: parsed.data };
}

/** A refused write: why, in the owner's language (`field` when one input is to blame). */
export class ShippingWriteError extends Error {
  readonly code: "conflict" | "refused" | "not_found" | "invalid";
  readonly field: string | undefined;
  constructor(code: ShippingWriteError["code"], message: string, field?: string) {
    super(message);
    this.code = code;
    this.field = field;
  }
}

export function problemMessage(problem: ConfigProblem, lang: Lang): string {
  switch (problem.code) {
    case "no_zone":
      return translate(lang, "admin.shipping.problem.noZone");
    case "zone_without_method":
      return translate(lang, "admin.shipping.problem.zoneWithoutMethod", { zone: problem.zone });
    case "country_uncovered": {
      const country = new Intl.DisplayNames([LOCALE[lang]], { type: "region" }).of(problem.country);
      return translate(lang, "admin.shipping.problem.countryUncovered", {
        country: country ?? problem.country,
        zone: problem.zone,
      });
    }
  }
}

type WriteContext = { actor: Actor; lang: Lang; version: number; requestId?: string };
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What the audit keeps of a zone (no field named like personal data: the redaction goes by names). */
function auditView(zone: ShippingZone | undefined): Record<string, unknown> | undefined {
  if (!zone) return undefined;
  return {
    title: zone.name,
    countries: zone.countries.join(", "),
    postcodePatterns: zone.postcodes.join(", "),
    hidePaidWhenFree: zone.hidePaidWhenFree,
    methods: zone.methods
      .map((m) =>
        `${m.kind}:${m.id} ${m.enabled ? "an" : "aus"} ${m.costCents}/${m.freeFromCents} ${m.carrier}`.trim(),
      )
      .join("; "),
  };
}

/**
 * The frame of every write: the version check under a row lock, the change, the check of the
 * result, the new version and the audit entry; a refusal rolls everything back.
 */
async function write<T>(
  db: Db,
  ctx: WriteContext,
  change: (tx: Tx) => Promise<{ zoneId: number; action: string; result: T }>,
): Promise<T> {
  const outcome = await db.transaction(async (tx) => {
    const [rev] = await tx.select().from(shippingRevision).where(eq(shippingRevision.id, 1)).for("update");
    if ((rev?.version ?? 1) !== ctx.version)
      throw new ShippingWriteError("conflict", translate(ctx.lang, "admin.shipping.conflict"));
    const before = await readShippingConfig(tx as unknown as Db);
    const done = await change(tx);
    const after = await readShippingConfig(tx as unknown as Db);
    const problems = configProblems(after.zones);
    if (problems[0]) throw new ShippingWriteError("refused", problemMessage(problems[0], ctx.lang));
    await tx
      .update(shippingRevision)
      .set({ version: sql`${shippingRevision.version} + 1` })
      .where(eq(shippingRevision.id, 1));
    const find = (zones: readonly ShippingZone[]) => zones.find((z) => z.id === done.zoneId);
    await recordAudit(tx as unknown as Db, {
      actor: ctx.actor,
      entity: "shipping_zone",
      entityId: done.zoneId,
      action: done.action,
      before: auditView(find(before.zones)),
      after: auditView(find(after.zones)),
      requestId: ctx.requestId,
    });
    return done.result;
  });
  shippingChanged();
  return outcome;
}

/** Creates (zoneId null) or updates a zone and its methods; methods left out are removed. Returns the zone's id. */
export function saveShippingZone(
  db: Db,
  ctx: WriteContext,
  zoneId: number | null,
  input: ZoneInput,
): Promise<number> {
  return write(db, ctx, async (tx) => {
    const fields = {
      name: input.name,
      countries: input.countries,
      postcodes: input.postcodes,
      hidePaidWhenFree: input.hidePaidWhenFree,
    };
    let id: number;
    if (zoneId === null) {
      const [row] = await tx
        .insert(shippingZones)
        .values({ ...fields, position: sql`(select coalesce(max(position), 0) + 1 from shipping_zones)` })
        .returning({ id: shippingZones.id });
      id = row!.id;
    } else {
      const updated = await tx
        .update(shippingZones)
        .set(fields)
        .where(eq(shippingZones.id, zoneId))
        .returning({ id: shippingZones.id });
      if (updated.length === 0)
        throw new ShippingWriteError("not_found", translate(ctx.lang, "admin.shipping.notFound"));
      id = zoneId;
    }
    await saveMethods(tx, ctx.lang, id, input.methods);
    return { zoneId: id, action: zoneId === null ? "create" : "update", result: id };
  });
}

async function saveMethods(tx: Tx, lang: Lang, zoneId: number, methods: ZoneInput["methods"]): Promise<void> {
  const kept = methods.flatMap((m) => (m.id === undefined ? [] : [m.id]));
  const own = await tx
    .select({ id: shippingMethods.id })
    .from(shippingMethods)
    .where(eq(shippingMethods.zoneId, zoneId));
  const ownIds = new Set(own.map((r) => r.id));
  const stray = methods.findIndex((m) => m.id !== undefined && !ownIds.has(m.id));
  if (stray >= 0)
    throw new ShippingWriteError(
      "invalid",
      translate(lang, "admin.shipping.error.method"),
      `methods.${stray}`,
    );
  await tx
    .delete(shippingMethods)
    .where(
      kept.length
        ? and(eq(shippingMethods.zoneId, zoneId), notInArray(shippingMethods.id, kept))
        : eq(shippingMethods.zoneId, zoneId),
    );
  for (const [position, m] of methods.entries()) {
    const values = {
      kind: m.kind,
      position,
      costCents: m.kind === "flat_rate" ? m.costCents : 0,
      freeFromCents: m.kind === "free_shipping" ? m.freeFromCents : 0,
      carrier: m.kind === "local_pickup" ? "" : m.carrier,
      enabled: m.enabled,
    };
    if (m.id === undefined) await tx.insert(shippingMethods).values({ ...values, zoneId });
    else await tx.update(shippingMethods).set(values).where(eq(shippingMethods.id, m.id));
  }
}

/** Deletes a zone with its methods: refused for the last zone, or when the rest would break checkout. */
export function deleteShippingZone(db: Db, ctx: WriteContext, zoneId: number): Promise<string> {
  return write(db, ctx, async (tx) => {
    const [gone] = await tx
      .delete(shippingZones)
      .where(eq(shippingZones.id, zoneId))
      .returning({ name: shippingZones.name });
    if (!gone) throw new ShippingWriteError("not_found", translate(ctx.lang, "admin.shipping.notFound"));
    return { zoneId, action: "delete", result: gone.name };
  });
}

/** Swaps a zone with its neighbour above (-1) or below (+1); at either end nothing moves. */
export function moveShippingZone(db: Db, ctx: WriteContext, zoneId: number, by: -1 | 1): Promise<void> {
  return write(db, ctx, async (tx) => {
    const zones = await tx
      .select({ id: shippingZones.id })
      .from(shippingZones)
      .orderBy(shippingZones.position, shippingZones.id);
    const at = zones.findIndex((z) => z.id === zoneId);
    if (at < 0) throw new ShippingWriteError("not_found", translate(ctx.lang, "admin.shipping.notFound"));
    const order = zones.map((z) => z.id);
    const to = at + by;
    if (to >= 0 && to < order.length) [order[at], order[to]] = [order[to]!, order[at]!];
    // Positions 1…n in the new order (one statement).
    await tx
      .update(shippingZones)
      .set({ position: sql`array_position(${sql.param(order)}::int[], ${shippingZones.id})` })
      .where(inArray(shippingZones.id, order));
    return { zoneId, action: "move", result: undefined };
  });
}
