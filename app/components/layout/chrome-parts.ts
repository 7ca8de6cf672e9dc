/**
 * The page chrome around every storefront page, loaded as one chunk by lazy-chrome.tsx (not in
 * the first-load JavaScript): header (with the mini cart and the search form), store notice,
 * admin bar, footer, consent manager and the theme chrome.
 */
export { ConsentRoot } from "../consent/consent-root.tsx";
export { SiteFooter } from "./site-footer.tsx";
export { SiteHeader } from "./site-header.tsx";
export { StoreNotice } from "./store-notice.tsx";
export { AdminBar, ThemeChrome } from "./theme-chrome.tsx";
