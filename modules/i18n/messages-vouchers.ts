/**
 * Gift vouchers (issue 24 item 3) in the cart, the checkout review and the order pages: the
 * payment rows below the total. The
 * notices, the mail and the documents' texts are in messages-voucher-texts.ts (server only).
 */
import { registerMessages } from "./registry.ts";

export const voucherMessages = {
  de: {
    "voucher.payment": "abzüglich Gutschein {code}",
    "voucher.remaining": "Restguthaben {balance}",
    "voucher.due": "Noch zu zahlen",
  },
  en: {
    "voucher.payment": "less voucher {code}",
    "voucher.remaining": "Remaining balance {balance}",
    "voucher.due": "Amount due",
  },
};

registerMessages(voucherMessages);
