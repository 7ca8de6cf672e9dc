/**
 * A customer's data as the GDPR's right of access (Art. 15) and portability (Art. 20) ask for it:
 * account, saved addresses, orders with items, notes and attribution (account orders and guest
 * orders with the same e-mail), how many sessions are open, the cart, form submissions linked by
 * the account or the e-mail address, application passwords (names, never secrets) and the audit
 * entries about them. The IBAN appears only as its last four digits (the full one is encrypted
 * for the direct debit and is never shown).
 */
import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import {
  applicationPasswords,
  auditLog,
  cartItems,
  carts,
  formSubmissions,
  forms,
  orderItems,
  orderNotes,
  orders,
  products,
  sessions,
  users,
} from "#db/schema/index.ts";
import type { OrderAddress } from "#db/schema/orders.ts";
import { getAddresses } from "../users/addresses.ts";
import { ordersOfPerson, submissionsOfPerson } from "./linked.ts";

export const EXPORT_FORMAT_VERSION = 1;

export type CustomerExport = {
  format: "laden-customer-export";
  version: number;
  generatedAt: string;
  account: {
    id: number;
    email: string;
    displayName: string;
    role: string;
    registeredAt: string;
    meta: Record<string, string>;
  };
  addresses: Record<string, Record<string, string>>;
  orders: {
    id: number;
    placedWithAccount: boolean;
    status: string;
    createdAt: string;
    email: string;
    billing: OrderAddress;
    shipping: OrderAddress | null;
    customerNote: string;
    paymentMethod: string;
    shippingMethod: string;
    totalCents: number;
    shippingCents: number;
    vat: { rateBp: number; cents: number }[];
    sepa: { holder: string; ibanLast4: string | null; mandateReference: string | null } | null;
    withdrawnAt: string | null;
    attribution: Record<string, string>;
    items: {
      name: string;
      sku: string | null;
      attributes: Record<string, string>;
      quantity: number;
      unitCents: number;
      totalCents: number;
      vatRateBp: number;
    }[];
    notes: { at: string; note: string; toCustomer: boolean }[];
  }[];
  sessions: { open: number };
  cart: { productId: number; name: string; quantity: number; attributes: Record<string, string> }[];
  formSubmissions: {
    id: number;
    form: string;
    createdAt: string;
    values: { label: string; text: string }[];
  }[];
  applicationPasswords: { name: string; createdAt: string; lastUsedAt: string | null }[];
  auditEntries: {
    at: string;
    actor: string;
    entity: string;
    entityId: string;
    action: string;
    changes: unknown;
  }[];
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function customerExport(
  db: Db,
  id: number,
  now = new Date(),
): Promise<CustomerExport | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) return undefined;
  const orderRows = await db
    .select()
    .from(orders)
    .where(ordersOfPerson(id, user.email))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const orderIds = orderRows.map((o) => o.id);
  const [addresses, items, notes, openSessions, cart, submissions, passwords, audit] = await Promise.all([
    getAddresses(db, id),
    orderIds.length
      ? db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id))
      : [],
    orderIds.length
      ? db.select().from(orderNotes).where(inArray(orderNotes.orderId, orderIds)).orderBy(asc(orderNotes.id))
      : [],
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from sessions where ${sessions.userId} = ${id} and ${sessions.expiresAt} > ${now}`,
    ),
    db
      .select({
        productId: cartItems.productId,
        name: products.name,
        quantity: cartItems.quantity,
        attributes: cartItems.attributes,
      })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(carts.userId, id))
      .orderBy(asc(cartItems.createdAt)),
    db
      .select({
        id: formSubmissions.id,
        form: forms.title,
        createdAt: formSubmissions.createdAt,
        values: formSubmissions.values,
      })
      .from(formSubmissions)
      .innerJoin(forms, eq(forms.id, formSubmissions.formId))
      .where(submissionsOfPerson(id, user.email))
      .orderBy(asc(formSubmissions.id)),
    db
      .select({
        name: applicationPasswords.name,
        createdAt: applicationPasswords.createdAt,
        lastUsedAt: applicationPasswords.lastUsedAt,
      })
      .from(applicationPasswords)
      .where(eq(applicationPasswords.userId, id)),
    db
      .select()
      .from(auditLog)
      .where(
        or(
          and(inArray(auditLog.entity, ["customer", "user"]), eq(auditLog.entityId, String(id))),
          orderIds.length
            ? and(eq(auditLog.entity, "order"), inArray(auditLog.entityId, orderIds.map(String)))
            : undefined,
        ),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.id)),
  ]);
  return {
    format: "laden-customer-export",
    version: EXPORT_FORMAT_VERSION,
    generatedAt: now.toISOString(),
    account: {
      id: user.id,
      email: user.email,
      displayName: user.displayName,
      role: user.role,
      registeredAt: user.createdAt.toISOString(),
      meta: user.meta,
    },
    addresses: Object.fromEntries(Object.entries(addresses).map(([k, a]) => [k, { ...a }])),
    orders: orderRows.map((o) => ({
      id: o.id,
      placedWithAccount: o.userId === id,
      status: o.status,
      createdAt: o.createdAt.toISOString(),
      email: o.email,
      billing: o.billing,
      shipping: o.shipping,
      customerNote: o.customerNote,
      paymentMethod: o.paymentMethod,
      shippingMethod: o.shippingMethod,
      totalCents: o.totalCents,
      shippingCents: o.shippingCents,
      vat: o.vat,
      sepa:
        o.sepaHolder === null
          ? null
          : { holder: o.sepaHolder, ibanLast4: o.sepaIbanLast4, mandateReference: o.mandateReference },
      withdrawnAt: iso(o.withdrawnAt),
      attribution: o.attribution,
      items: items
        .filter((i) => i.orderId === o.id)
        .map((i) => ({
          name: i.name,
          sku: i.sku,
          attributes: i.attributes,
          quantity: i.quantity,
          unitCents: i.unitCents,
          totalCents: i.totalCents,
          vatRateBp: i.vatRateBp,
        })),
      notes: notes
        .filter((n) => n.orderId === o.id)
        .map((n) => ({ at: n.createdAt.toISOString(), note: n.note, toCustomer: n.customerVisible })),
    })),
    sessions: { open: openSessions.rows[0]?.n ?? 0 },
    cart,
    formSubmissions: submissions.map((s) => ({
      id: s.id,
      form: s.form,
      createdAt: s.createdAt.toISOString(),
      values: Object.values(s.values).map((v) => ({ label: v.label, text: v.text })),
    })),
    applicationPasswords: passwords.map((p) => ({
      name: p.name,
      createdAt: p.createdAt.toISOString(),
      lastUsedAt: iso(p.lastUsedAt),
    })),
    auditEntries: audit.map((a) => ({
      at: a.at.toISOString(),
      actor: a.actorLabel,
      entity: a.entity,
      entityId: a.entityId,
      action: a.action,
      changes: a.changes,
    })),
  };
}

/** The export's file name (no personal data in it: it lands in download folders and logs). */
export const exportFileName = (id: number, ext: "json" | "html", now = new Date()) =>
  `kunde-${id}-daten-${now.toISOString().slice(0, 10)}.${ext}`;
