/** The shop's clock: every date a page, mail, document or list shows is Berlin time, whatever the server's zone. */
export const SHOP_TIME_ZONE = "Europe/Berlin";
