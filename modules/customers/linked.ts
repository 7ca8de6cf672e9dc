/**
 * What belongs to a customer beyond their account, for the GDPR export and erasure: orders placed
 * with the account OR, as a guest, with the same e-mail address (the same person to the customer's
 * eyes), and form submissions by the account or naming the address in an e-mail field.
 */
import { type SQL, sql } from "drizzle-orm";

/** Orders of the account or with its e-mail address (orders_email_idx, orders_user_idx). */
export function ordersOfPerson(userId: number, email: string): SQL {
  return sql`(orders.user_id = ${userId} or lower(orders.email) = lower(${email}))`;
}

/** Submissions by the account, or with the address in one of their e-mail fields. */
export function submissionsOfPerson(userId: number, email: string): SQL {
  return sql`(form_submissions.user_id = ${userId} or exists (
    select 1 from jsonb_each(form_submissions.values) f
     where f.value->>'type' = 'email' and lower(trim(f.value->>'value')) = lower(${email})))`;
}
