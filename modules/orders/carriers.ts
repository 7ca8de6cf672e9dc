/**
 * The parcel carriers an owner can name when completing an order, with the public tracking page
 * for a tracking number (one place: the completed mail and the order page link the same URL).
 * Browser-safe (no dependencies): the order page's form lists them.
 */
export const CARRIERS = {
  dhl: {
    name: "DHL",
    url: "https://www.dhl.de/de/privatkunden/dhl-sendungsverfolgung.html?piececode={number}",
  },
  dpd: { name: "DPD", url: "https://tracking.dpd.de/status/de_DE/parcel/{number}" },
  hermes: {
    name: "Hermes",
    url: "https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation#{number}",
  },
  gls: { name: "GLS", url: "https://gls-group.com/DE/de/paketverfolgung?match={number}" },
  ups: { name: "UPS", url: "https://www.ups.com/track?loc=de_DE&tracknum={number}" },
  "deutsche-post": {
    name: "Deutsche Post",
    url: "https://www.deutschepost.de/de/s/sendungsverfolgung.html?piececode={number}",
  },
} as const satisfies Record<string, { name: string; url: string }>;

export type CarrierId = keyof typeof CARRIERS;
export const CARRIER_IDS = Object.keys(CARRIERS) as CarrierId[];

export function isCarrierId(value: unknown): value is CarrierId {
  return typeof value === "string" && Object.hasOwn(CARRIERS, value);
}

/** Letters, digits and dashes only: a tracking number never needs more, and it lands in a URL. */
export const TRACKING_NUMBER = /^[A-Za-z0-9-]{4,40}$/;

export function trackingUrl(carrier: CarrierId, number: string): string {
  return CARRIERS[carrier].url.replace("{number}", encodeURIComponent(number));
}
