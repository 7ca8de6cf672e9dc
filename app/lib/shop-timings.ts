/**
 * The storefront's timing and layout constants (spec §9, "Business constants and limits"), in
 * one place under the spec's names. Every timing here is a requirement; the e2e specs assert
 * them with Playwright's clock.
 */

/** Fragment fade: regions being replaced fade to this opacity … */
export const FRAGMENT_FADE_OPACITY = 0.6;
/** … over this time, are replaced, then restored to full opacity. */
export const FRAGMENT_FADE_MS = 400;

/** Block overlay (jQuery BlockUI as WooCommerce uses it): overlay opacity … */
export const BLOCK_OVERLAY_OPACITY = 0.6;
/** … fade in … */
export const BLOCK_OVERLAY_FADE_IN_MS = 200;
/** … and fade out. The message is the catalogue's `cart.pleaseWait`. */
export const BLOCK_OVERLAY_FADE_OUT_MS = 400;

/** Screen-reader success message delay (the add button's `data-success_message`). */
export const SR_SUCCESS_MESSAGE_DELAY_MS = 1000;

/** Focus on the first alert notice after page load. */
export const FOCUS_ALERT_NOTICE_DELAY_MS = 500;

/** The result count live region is hidden, then re-announced after this time. */
export const RESULT_COUNT_REANNOUNCE_MS = 2000;

/** Cookies the client sets (the store notice) are valid for the whole site. */
export const COOKIE_DEFAULT_PATH = "/";

/** Scroll-to-notice: the notice ends up this far below the viewport's top … */
export const SCROLL_TO_NOTICE_OFFSET_PX = 100;
/** … after an animation of this length. */
export const SCROLL_TO_NOTICE_MS = 1000;

/**
 * Not in §9: the variable product's range price slides away when a variation is chosen and back
 * on reset (German Market's `slideUp()`/`slideDown()`, jQuery's default duration).
 */
export const VARIATION_PRICE_SLIDE_MS = 400;

/**
 * Not in §9: the SEPA mandate preview slides down when loaded and up when closed or when the
 * preview fields become incomplete (German Market's `slideDown()`/`slideUp()`, jQuery's default).
 */
export const MANDATE_PREVIEW_SLIDE_MS = 400;
