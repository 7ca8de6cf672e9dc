/** The back office's product import limits (browser-safe: the screen shows them). */

/** The largest file the back office takes (a WooCommerce export of some thousand products). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

/** The import screen's path; the host lets a post there carry a file of MAX_IMPORT_BYTES. */
export const PRODUCT_IMPORT_PATH = "/admin/products/import/";
