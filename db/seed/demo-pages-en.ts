/** Demo pages in English (same slugs as the German ones, lang "en"). */
import { addressHtml, type Company, type DemoPage, esc, mailLink } from "./demo-pages-legal-de.ts";

export function impressumEn(): DemoPage {
  const content = [
    '<p>This is a translation for your convenience; the German <a href="/impressum/">Impressum</a> is authoritative.</p>',
    "<h2>Information pursuant to Section 5 of the German Digital Services Act (DDG)</h2>",
    "<p>[legal_data]</p>",
    "<h2>Organic certification</h2>",
    "<p>Our organic products are certified by the control body DE-ÖKO-000.</p>",
    "<h2>Responsible for content</h2>",
    "<p>[legal_data part=responsible]</p>",
    "<h2>Consumer dispute resolution</h2>",
    "<p>We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board. If you have a problem with an order, please write to us.</p>",
  ];
  return { slug: "impressum", lang: "en", title: "Legal notice", content: content.join("\n"), menuOrder: 10 };
}

export function versandEn(): DemoPage {
  const content = [
    "<h2>Shipping costs</h2>",
    "<p>All prices include German VAT. We charge the following shipping costs per order:</p>",
    "<p>[laden_versandkosten]</p>",
    "<p>We do not currently ship to countries the table does not list.</p>",
    "<h2>Delivery</h2>",
    "<p>We roast on Tuesdays and Thursdays and ship with DHL from Monday to Friday. Each product shows its delivery time. With payment in advance, the delivery time starts the day after we receive your payment.</p>",
    "<h2>Payment methods</h2>",
    "<ul>",
    "<li><strong>SEPA direct debit:</strong> you give us a SEPA mandate at checkout; we collect the amount no earlier than the day we ship and notify you beforehand by email.</li>",
    "<li><strong>Invoice:</strong> pay by bank transfer within 14 days of receiving the goods (delivery addresses in Germany, orders up to €250).</li>",
    "<li><strong>Payment in advance:</strong> you receive our bank details by email; we ship once the payment has arrived.</li>",
    "</ul>",
    '<p>For returns, please see the <a href="/widerrufsbelehrung/">cancellation policy</a> (in German).</p>',
  ];
  return {
    slug: "versand-und-zahlung",
    lang: "en",
    title: "Shipping and payment",
    content: content.join("\n"),
    menuOrder: 50,
  };
}

export function ueberUnsEn(): DemoPage {
  const content = [
    "<p>Röstwerk is a small coffee roastery in the port of Hamburg. Since 2017 we have been roasting single-origin coffees and a few blends in a former warehouse.</p>",
    "<p>We roast in small batches on a 15 kg drum roaster and taste every batch the next day. Part of our green coffee we buy directly from cooperatives and farms we know; the rest comes through two Hamburg importers who disclose where each coffee comes from and what the producers are paid.</p>",
    "<p>Our tasting room at the roastery is open Thursday and Friday from 10 am to 6 pm and Saturday from 10 am to 2 pm.</p>",
  ];
  return { slug: "ueber-uns", lang: "en", title: "About us", content: content.join("\n"), menuOrder: 60 };
}

export function kontaktEn(c: Company): DemoPage {
  const content = [
    "<p>We are happy to answer questions about an order, grind size or a particular coffee, usually within one working day.</p>",
    `<p>${addressHtml(c)}<br>Germany</p>`,
    `<p>Phone: ${esc(c.phone)} (Monday to Friday, 9 am to 4 pm)<br>Email: ${mailLink(c)}</p>`,
    "[ninja_form id=1]",
  ];
  return { slug: "kontakt", lang: "en", title: "Contact", content: content.join("\n"), menuOrder: 70 };
}
