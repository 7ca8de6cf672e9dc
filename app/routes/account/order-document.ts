/**
 * `/my-account/view-order/ID/documents/DOC.pdf`: an invoice or credit note of the customer's own
 * order, exactly as issued. Someone else's order or document answers the same 404 as an unknown one.
 */
import { data } from "react-router";
import { pdfResponse } from "#app/routes/resources/pdf-response.server.ts";
import { documentPdf } from "#modules/documents/issue.ts";
import { getCustomerOrder } from "#modules/orders/customer-orders.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import type { Route } from "./+types/order-document";
import { accountRequest, requireAccount } from "./account.server.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services } = accountRequest(context);
  const { account } = await requireAccount(context);
  const notFound = () => data(null, { status: 404, headers: NO_STORE });
  const orderId = /^\d{1,9}$/.test(params.id) ? Number(params.id) : undefined;
  const file = /^(\d{1,9})\.pdf$/.exec(params.file);
  if (orderId === undefined || !file) throw notFound();
  if (!(await getCustomerOrder(services.db, account.id, orderId))) throw notFound();
  const document = await documentPdf(services.db, orderId, Number(file[1]));
  if (!document) throw notFound();
  return pdfResponse(document.pdf, `${document.number}.pdf`);
}
