/** The customer id from a back-office URL: digits only, anything else is the back office's 404. */
import { data } from "react-router";
import { NO_STORE } from "#modules/shared/cache-control.ts";

export function customerIdParam(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw data(null, { status: 404, headers: NO_STORE });
  return Number(raw);
}
