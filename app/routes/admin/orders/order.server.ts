/**
 * The order page's actions: one form per intent (status, refund, note, address, withdrawal),
 * each parse → module function → answer. A stale version answers 409 with the differences and
 * the owner's input; a German message per refused field.
 */
import { eq } from "drizzle-orm";
import { data } from "react-router";
import { ZodError } from "zod";
import type { InvoicePolicy, OrderDocumentView } from "#app/components/admin/order/documents-card.tsx";
import type { Db } from "#db/client.ts";
import { orderItems } from "#db/schema/index.ts";
import type { OrderStatus } from "#db/schema/orders.ts";
import { listAudit } from "#modules/audit/log.ts";
import { issueInvoiceWithCredits } from "#modules/documents/credit-note.ts";
import { resendDocument } from "#modules/documents/document-mail.ts";
import { invoiceDue } from "#modules/documents/invoice-job.ts";
import { DocumentError, listOrderDocuments } from "#modules/documents/issue.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { isCarrierId, TRACKING_NUMBER } from "#modules/orders/carriers.ts";
import type { MailContext } from "#modules/orders/mails.ts";
import { addOrderNote } from "#modules/orders/notes.ts";
import { updateOrderAddress } from "#modules/orders/order-address.ts";
import { readRefundForm } from "#modules/orders/refund-form.ts";
import { RefundError, refundedSoFar, refundOrder } from "#modules/orders/refunds.ts";
import {
  changeOrderStatus,
  isOwnerStatus,
  StatusTransitionError,
  WithdrawalConfirmationRequired,
} from "#modules/orders/status.ts";
import { markWithdrawalHandled } from "#modules/orders/withdrawal-handled.ts";
import { getSettings, type Settings } from "#modules/settings/index.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { parseVersion, VersionConflictError } from "#modules/shared/version-conflict.ts";
import { mailLinkOrigin } from "#modules/site/origin.ts";
import { flagVatId } from "#modules/tax/flag-vat-id.ts";
import { isAddressKind } from "#modules/users/addresses.ts";
import type { AdminRequest } from "../admin.server.ts";

export const INTENTS = [
  "status",
  "refund",
  "note",
  "address",
  "withdrawal",
  "invoice",
  "vat-id",
  "resend",
] as const;
export type Intent = (typeof INTENTS)[number];

export type OrderActionResult = {
  intent: Intent;
  ok: boolean;
  message?: MessageKey;
  params?: Record<string, string | number>;
  fieldErrors?: Record<string, MessageKey>;
  conflict?: { field: string; from: string; to: string }[];
  /** What the owner typed, to put back into the form after a refusal. */
  values?: Record<string, string>;
  /** Completing an order with an open withdrawal: the page asks again. */
  confirmWithdrawal?: { carrier: string; number: string };
};

const fail = (result: Omit<OrderActionResult, "ok">, status = 400) =>
  data<OrderActionResult>({ ...result, ok: false }, { status, headers: NO_STORE });
const done = (result: Omit<OrderActionResult, "ok">) =>
  data<OrderActionResult>({ ...result, ok: true }, { headers: NO_STORE });

function formValues(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string" && k !== "version") out[k] = v;
  return out;
}

const str = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v.trim() : "";
};

async function mailContext(admin: AdminRequest): Promise<MailContext> {
  const { db, config } = admin.services;
  return {
    settings: await getSettings(db),
    secret: config.secret,
    siteUrl: await mailLinkOrigin(db, config),
  };
}

export async function orderAction(admin: AdminRequest, orderId: number, form: FormData) {
  const intent = str(form, "intent") as Intent;
  if (!(INTENTS as readonly string[]).includes(intent)) throw data(null, { status: 400, headers: NO_STORE });
  const expectedVersion = parseVersion(str(form, "version"));
  try {
    const result = await runIntent(admin, orderId, intent, form, expectedVersion);
    if (result === undefined) throw data(null, { status: 404, headers: NO_STORE });
    return result;
  } catch (error) {
    if (error instanceof VersionConflictError) {
      const changes = await changesSince(admin, orderId, error);
      const conflict = Object.entries(changes).map(([field, c]) => ({
        field,
        from: shown(c.from),
        to: shown(c.to),
      }));
      return fail({ intent, message: "admin.conflict", conflict, values: formValues(form) }, 409);
    }
    throw error;
  }
}

const shown = (v: unknown) =>
  v == null || v === "" ? "–" : typeof v === "object" ? JSON.stringify(v) : String(v);

/** Actions that bump the order's version (notes do not): one audit entry per version step. */
const VERSIONED_ACTIONS = new Set([
  "status",
  "refund",
  "address-billing",
  "address-shipping",
  "withdrawal-handled",
  "vat-id-flagged",
]);

/**
 * What changed since the version the owner saw: the audit entries of the versions in between,
 * oldest change's "from" and newest change's "to" per field (personal values stay redacted).
 */
async function changesSince(admin: AdminRequest, orderId: number, error: VersionConflictError) {
  const steps = error.current - error.expected;
  if (steps <= 0) return error.changes;
  const { rows } = await listAudit(admin.services.db, { entity: "order", entityId: orderId, perPage: 200 });
  const newer = rows.filter((r) => VERSIONED_ACTIONS.has(r.action)).slice(0, steps);
  if (newer.length === 0) return error.changes;
  const merged: Record<string, { from: unknown; to: unknown }> = {};
  for (const entry of newer.reverse()) {
    for (const [field, c] of Object.entries(entry.changes)) {
      merged[field] = { from: field in merged ? merged[field]!.from : c.from, to: c.to };
    }
  }
  return merged;
}

async function runIntent(
  admin: AdminRequest,
  orderId: number,
  intent: Intent,
  form: FormData,
  expectedVersion: number | undefined,
) {
  const { db } = admin.services;
  const actor = admin.actor;
  switch (intent) {
    case "status": {
      const to = str(form, "to");
      if (!isOwnerStatus(to)) return fail({ intent, fieldErrors: { to: "adminOrder.status.to" } });
      const carrier = str(form, "carrier");
      const number = str(form, "tracking").replace(/\s+/g, "");
      const fieldErrors: Record<string, MessageKey> = {};
      if (number !== "" && !TRACKING_NUMBER.test(number))
        fieldErrors.tracking = "adminOrder.tracking.error.number";
      if (number !== "" && !isCarrierId(carrier)) fieldErrors.carrier = "adminOrder.tracking.error.carrier";
      if (Object.keys(fieldErrors).length) {
        return fail({ intent, message: "adminOrder.errors", fieldErrors, values: formValues(form) });
      }
      try {
        const changed = await changeOrderStatus(db, orderId, to, actor.label, {
          actor,
          ...(expectedVersion !== undefined ? { expectedVersion } : {}),
          mail: await mailContext(admin),
          ...(number !== "" && isCarrierId(carrier) ? { tracking: { carrier, number } } : {}),
          withdrawalConfirmed: str(form, "confirmWithdrawal") === "1",
        });
        if (!changed) return undefined;
        return done({
          intent,
          message: changed.changed ? "adminOrder.status.changed" : "adminOrder.status.unchanged",
          params: { status: to },
        });
      } catch (error) {
        if (error instanceof WithdrawalConfirmationRequired) {
          return fail({ intent, confirmWithdrawal: { carrier, number }, values: formValues(form) }, 409);
        }
        if (error instanceof StatusTransitionError) {
          return fail(
            { intent, message: "adminOrder.status.transition", params: { from: error.from, to: error.to } },
            409,
          );
        }
        throw error;
      }
    }
    case "refund": {
      const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      if (items.length === 0) return undefined;
      const refunded = await refundedSoFar(db, orderId);
      const read = readRefundForm(form, items, refunded.byItem);
      if (!read.ok) {
        return fail({
          intent,
          message: "adminOrder.errors",
          fieldErrors: read.errors,
          values: formValues(form),
        });
      }
      try {
        const result = await refundOrder(db, orderId, read.request, {
          actor,
          idempotencyKey: str(form, "key"),
          ...(expectedVersion !== undefined ? { expectedVersion } : {}),
          mail: await mailContext(admin),
        });
        if (!result) return undefined;
        return done({
          intent,
          message: result.repeated ? "adminOrder.refund.repeated" : "adminOrder.refund.done",
          params: { amount: result.totalCents },
        });
      } catch (error) {
        if (error instanceof RefundError) {
          return fail({ intent, message: error.key, params: error.params, values: formValues(form) }, 422);
        }
        throw error;
      }
    }
    case "note": {
      try {
        const customerVisible = str(form, "visibility") === "customer";
        const added = await addOrderNote(db, orderId, {
          note: str(form, "note"),
          customerVisible,
          actor,
          mail: await mailContext(admin),
        });
        if (!added) return undefined;
        return done({ intent, message: customerVisible ? "adminOrder.note.sent" : "adminOrder.note.added" });
      } catch (error) {
        if (error instanceof ZodError) {
          const tooLong = error.issues.some((issue) => issue.code === "too_big");
          const key = tooLong ? "adminOrder.note.error.long" : "adminOrder.note.error.empty";
          return fail({ intent, fieldErrors: { note: key }, values: formValues(form) });
        }
        throw error;
      }
    }
    case "address": {
      const kind = str(form, "kind");
      if (!isAddressKind(kind)) return fail({ intent });
      const saved = await updateOrderAddress(db, orderId, kind, form, {
        actor,
        ...(expectedVersion !== undefined ? { expectedVersion } : {}),
      });
      if (!saved) return undefined;
      if (saved.ok) return done({ intent, message: "adminOrder.address.saved", params: { kind } });
      if ("locked" in saved)
        return fail({ intent, message: "adminOrder.addressLocked", params: { kind } }, 409);
      const fieldErrors = Object.fromEntries(saved.errors.map((e) => [e.field, e.key as MessageKey]));
      return fail({
        intent,
        message: "adminOrder.errors",
        params: { kind },
        fieldErrors,
        values: formValues(form),
      });
    }
    case "invoice":
      return issueInvoiceIntent(admin, orderId);
    case "resend":
      return resendIntent(admin, orderId, form);
    case "withdrawal": {
      const handled = await markWithdrawalHandled(db, orderId, {
        actor,
        ...(expectedVersion !== undefined ? { expectedVersion } : {}),
      });
      if (!handled) return undefined;
      return done({ intent, message: "adminOrder.withdrawal.done" });
    }
    case "vat-id": {
      const flagged = await flagVatId(db, orderId, {
        actor,
        ...(expectedVersion !== undefined ? { expectedVersion } : {}),
      });
      if (!flagged) return undefined;
      return done({
        intent,
        message: flagged.changed ? "admin.tax.order.flagDone" : "admin.tax.order.flagUnchanged",
      });
    }
  }
}

/** "Rechnung erstellen": the order's invoice, or the one it has (the same answer twice). */
async function issueInvoiceIntent(admin: AdminRequest, orderId: number) {
  const intent = "invoice";
  try {
    const { document, created } = await issueInvoiceWithCredits(admin.services.db, {
      orderId,
      actor: admin.actor,
    });
    if (created) admin.services.outbox.kick(); // the invoice's mail
    return done({
      intent,
      message: created ? "adminOrder.documents.issued" : "adminOrder.documents.existing",
      params: { number: document.number },
    });
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    if (error.code === "not_found") return undefined;
    const message =
      error.code === "legal_missing"
        ? "adminOrder.documents.error.legalMissing"
        : "adminOrder.documents.error.notInvoiceable";
    return fail({ intent, message, params: { fields: error.missing.join(", ") } }, 409);
  }
}

/** "Erneut senden": the document's mail once more, once per rendered form (its token). */
async function resendIntent(admin: AdminRequest, orderId: number, form: FormData) {
  const documentId = Number(str(form, "document"));
  const token = str(form, "token");
  if (!Number.isInteger(documentId) || documentId <= 0 || !/^[\w-]{8,64}$/.test(token)) {
    throw data(null, { status: 400, headers: NO_STORE });
  }
  const sent = await resendDocument(admin.services.db, { orderId, documentId, token, actor: admin.actor });
  if (!sent) return undefined;
  admin.services.outbox.kick();
  return done({
    intent: "resend",
    message: `admin.order.documents.resent.${sent.kind}`,
    params: { number: sent.number, email: sent.email },
  });
}

/** The order page's documents card: what was issued, and whether "Rechnung erstellen" applies. */
export async function orderDocuments(
  db: Db,
  order: { id: number; status: OrderStatus; paymentMethod: string },
  settings: Settings,
): Promise<{ documents: OrderDocumentView[]; invoicePolicy: InvoicePolicy }> {
  const rows = await listOrderDocuments(db, order.id);
  const setting = settings["documents.invoiceOn"];
  const autoStatus =
    (["processing", "completed"] as const).find((s) => invoiceDue(setting, order.paymentMethod, s)) ?? null;
  return {
    documents: rows.map((d) => ({
      id: d.id,
      kind: d.kind,
      number: d.number,
      issuedAt: d.issuedAt.toISOString(),
      issuedBy: d.issuedBy,
      cancelled: d.cancelledAt !== null,
    })),
    invoicePolicy: { issuable: INVOICEABLE.has(order.status), autoStatus },
  };
}

const INVOICEABLE: ReadonlySet<OrderStatus> = new Set(["on-hold", "processing", "completed", "refunded"]);
