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

/* ---- Theme chrome (spec §2, §4, §9; glossary C1, C4, C5, C6, D1) ---- */

/**
 * Theme breakpoints (glossary C5): each size's lowest width in px. smallest 0–575 (xs), handheld
 * 576–767 (sm), tablet 768–991 (md), laptop 992–1199 (lg), desktop 1200–10000 (xl).
 */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } as const;
/** The admin bar shown to the logged-in owner pushes the page (and the sticky header) down. */
export const ADMIN_BAR_OFFSET_PX = 32;
/** The header gets its shrunk (`shrinked`) state once the page is scrolled MORE than this. */
export const HEADER_SHRINK_SCROLL_PX = 1;
/** Desktop dropdown menu: closing delay after the pointer leaves … */
export const DROPDOWN_DELAY_MS = 250;
/** … and the fade-in time of a submenu. */
export const DROPDOWN_SPEED_MS = 350;
/** The mobile menu (toggle + expandable submenus) exists below this width; from it on it is hidden. */
export const MOBILE_MENU_BREAKPOINT_PX = 992;
/** Top social icons: each this wide … */
export const TOP_SOCIAL_ICON_WIDTH_PX = 40;
/** Go-to-top: appears once scrolled past this … */
export const GO_TO_TOP_THRESHOLD_PX = 450;
/** … slides in/out and scrolls the page up in this time. */
export const GO_TO_TOP_MS = 400;
/** Site-search overlay: below this width the mobile behaviour applies (the toggle opens a form in place). */
export const SEARCH_OVERLAY_MOBILE_BREAKPOINT_PX = 1024;
/** Sliding mode: the search form slides open to this width. */
export const SEARCH_SLIDE_WIDTH_PX = 310;
/** The overlay's form fades or slides closed in this time (Ivory Search: 400 ms). */
export const SEARCH_OVERLAY_CLOSE_MS = 400;
/** Home slider: never lower than this when it fits the window … */
export const SLIDER_MIN_HEIGHT_PX = 240;
/** … fades between slides … */
export const SLIDER_FADE_MS = 1000;
/** … every this many ms (carousel interval) … */
export const CAROUSEL_INTERVAL_MS = 5000;
/** … and a horizontal swipe longer than this changes the slide. */
export const SWIPE_THRESHOLD_PX = 40;
/** Entry animations (`data-animate`) start this long plus the element's own `data-delay` after it appears. */
export const ANIMATION_DELAY_MS = 500;
/**
 * A toast hides itself this long (Bootstrap 4's toast `delay`, glossary C6) after the visitor has
 * moved on: their next pointer press or key outside it, never on a timer alone (WCAG 2.2.1: a
 * message gone after half a second cannot be read). Pointer over it or focus in it keeps it.
 */
export const TOAST_DELAY_MS = 500;
/** Its fade in and out (Bootstrap 4's `.fade` transition). */
export const TOAST_FADE_MS = 150;

/** The constants as CSS custom properties, so the stylesheet uses the same numbers. */
export function themeCssVars(): Record<string, string> {
  return {
    "--admin-bar-offset": `${ADMIN_BAR_OFFSET_PX}px`,
    "--dropdown-speed": `${DROPDOWN_SPEED_MS}ms`,
    "--go-to-top-ms": `${GO_TO_TOP_MS}ms`,
    "--search-slide-width": `${SEARCH_SLIDE_WIDTH_PX}px`,
    "--search-close-ms": `${SEARCH_OVERLAY_CLOSE_MS}ms`,
    "--slider-fade": `${SLIDER_FADE_MS}ms`,
    "--social-icon-width": `${TOP_SOCIAL_ICON_WIDTH_PX}px`,
    "--animation-ms": `${ANIMATION_DELAY_MS}ms`,
    "--toast-fade-ms": `${TOAST_FADE_MS}ms`,
  };
}
