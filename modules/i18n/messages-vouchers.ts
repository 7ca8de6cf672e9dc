/**
 * Gift vouchers (issue 24 item 3) in the checkout review: the payment rows below the total. The
 * notices, the mail and the documents' texts are in messages-voucher-texts.ts (server only).
 */
import { registerMessages } from "./registry.ts";

export const voucherMessages = {
  de: {
    "voucher.payment": "Geschenkgutschein {code}",
    "voucher.remaining": "Restguthaben {balance}",
    "voucher.due": "Noch zu zahlen",
  },
  en: {
    "voucher.payment": "Gift voucher {code}",
    "voucher.remaining": "Remaining balance {balance}",
    "voucher.due": "Amount due",
  },
};

registerMessages(voucherMessages);
