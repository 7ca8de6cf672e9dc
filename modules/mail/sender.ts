/**
 * Who a mail is from. A mail may ask for its own sender (a form's e-mail action: `from_name`,
 * `from_address`), but its address is used only when it is in the domain of the configured
 * `MAIL_FROM`: receivers check the From domain against SPF and DKIM (DMARC alignment), so mail
 * "from" any other domain sent through our SMTP server would be rejected or filed as spam, and a
 * form must not be able to send in someone else's name. Otherwise the mail goes out from
 * `MAIL_FROM`'s address with the requested display name. Pure.
 */
import addressparser from "nodemailer/lib/addressparser";

export type RequestedSender = { name?: string; address?: string };
export type Sender = { name: string; address: string };

const domainOf = (address: string) => address.slice(address.lastIndexOf("@") + 1).toLowerCase();

/** `MAIL_FROM` (`Name <address>` or a bare address) as name and address. */
export function parseMailFrom(mailFrom: string): Sender {
  const [first] = addressparser(mailFrom, { flatten: true });
  return { name: first?.name ?? "", address: first?.address ?? mailFrom.trim() };
}

/** The From of a mail: the configured sender, or what the mail asked for as far as allowed. */
export function senderFor(mailFrom: string, requested?: RequestedSender): Sender {
  const configured = parseMailFrom(mailFrom);
  // Display names are header text: no line breaks or control characters, whatever the caller did.
  const name = (requested?.name ?? "").replace(/\p{Cc}+/gu, " ").trim();
  const address = requested?.address?.trim() ?? "";
  const sameDomain = address.includes("@") && domainOf(address) === domainOf(configured.address);
  return {
    name: name || configured.name,
    address: sameDomain && !/[\s<>,;]/.test(address) ? address : configured.address,
  };
}
