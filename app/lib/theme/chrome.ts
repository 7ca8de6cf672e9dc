/**
 * The theme chrome's behaviour (glossary C1, C4, C5, D1), loaded lazily after the first paint:
 * device classes for the breakpoints, the header's `shrinked` state, go-to-top, the desktop
 * dropdowns, the mobile menu and the search overlay. Plain DOM with event delegation on the
 * document, so React re-rendering the header between pages changes nothing here.
 */
import {
  ANIMATION_DELAY_MS,
  BREAKPOINTS,
  DROPDOWN_DELAY_MS,
  GO_TO_TOP_MS,
  GO_TO_TOP_THRESHOLD_PX,
  HEADER_SHRINK_SCROLL_PX,
  MOBILE_MENU_BREAKPOINT_PX,
} from "../shop-timings.ts";
import { initSearchOverlay } from "./search-overlay.ts";

export function reducedMotion(): boolean {
  return matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** The spec's breakpoint name for a width (glossary C5: body.device-xs … device-xl). */
export function deviceFor(width: number): keyof typeof BREAKPOINTS {
  if (width >= BREAKPOINTS.xl) return "xl";
  if (width >= BREAKPOINTS.lg) return "lg";
  if (width >= BREAKPOINTS.md) return "md";
  if (width >= BREAKPOINTS.sm) return "sm";
  return "xs";
}

let started = false;

export function initChrome(): void {
  if (started) return;
  started = true;
  const root = document.documentElement;
  root.classList.add("theme-js");
  const setDevice = () => {
    root.dataset.device = deviceFor(window.innerWidth);
  };
  setDevice();
  window.addEventListener("resize", () => {
    setDevice();
    if (window.innerWidth >= MOBILE_MENU_BREAKPOINT_PX) closeMobileMenu();
  });
  initScroll();
  initGoToTop();
  initDropdowns();
  initMobileMenu();
  initSearchOverlay();
  initComingSoonBanner();
  initEntryAnimations();
  root.dataset.chrome = "ready";
}

/* ---- header shrink + go-to-top visibility ---- */

function initScroll(): void {
  let frame = 0;
  const update = () => {
    frame = 0;
    const y = window.scrollY;
    document.getElementById("masthead")?.classList.toggle("shrinked", y > HEADER_SHRINK_SCROLL_PX);
    document.getElementById("toTop")?.classList.toggle("is-visible", y > GO_TO_TOP_THRESHOLD_PX);
  };
  window.addEventListener(
    "scroll",
    () => {
      if (!frame) frame = requestAnimationFrame(update);
    },
    { passive: true },
  );
  update();
}

/** Scrolls to the top in GO_TO_TOP_MS (ease in-out), or at once with reduced motion. */
export function scrollToTop(now: () => number = () => performance.now()): void {
  const from = window.scrollY;
  if (reducedMotion() || from === 0) {
    window.scrollTo(0, 0);
    return;
  }
  const start = now();
  const step = () => {
    const p = Math.min(1, (now() - start) / GO_TO_TOP_MS);
    const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
    window.scrollTo(0, Math.round(from * (1 - eased)));
    if (p < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

function initGoToTop(): void {
  document.addEventListener("click", (e) => {
    const link = (e.target as Element).closest?.("#toTop");
    if (!link) return;
    e.preventDefault();
    scrollToTop();
    // Focus follows to the top of the page (the skip link's target keeps keyboard users oriented).
    (document.getElementById("masthead")?.querySelector("a") as HTMLElement | null)?.focus({
      preventScroll: true,
    });
  });
}

/* ---- desktop dropdowns (Superfish: delay 250 ms before closing, 350 ms fade in via CSS) ---- */

const closeTimers = new WeakMap<Element, number>();
/**
 * Items the pointer opened by hovering: the click that usually follows on the chevron (the
 * pointer is already there) confirms the open submenu instead of closing it again.
 */
const openedByHover = new WeakSet<Element>();

function setOpen(li: Element, open: boolean): void {
  if (!open) openedByHover.delete(li);
  const timer = closeTimers.get(li);
  if (timer) {
    clearTimeout(timer);
    closeTimers.delete(li);
  }
  li.classList.toggle("is-open", open);
  li.querySelector(":scope > .submenu-toggle")?.setAttribute("aria-expanded", String(open));
}

function desktopItems(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-menu="desktop"] > li')];
}

function initDropdowns(): void {
  document.addEventListener("mouseover", (e) => {
    const li = (e.target as Element).closest?.('[data-menu="desktop"] > li.has-submenu');
    if (!li) return;
    for (const other of desktopItems())
      if (other !== li && other.classList.contains("is-open")) setOpen(other, false);
    if (!li.classList.contains("is-open")) openedByHover.add(li);
    setOpen(li, true);
  });
  document.addEventListener("mouseout", (e) => {
    const li = (e.target as Element).closest?.('[data-menu="desktop"] > li.has-submenu');
    if (!li || li.contains(e.relatedTarget as Node | null)) return;
    if (!li.classList.contains("is-open") || closeTimers.has(li)) return;
    closeTimers.set(
      li,
      window.setTimeout(() => setOpen(li, false), DROPDOWN_DELAY_MS),
    );
  });
  document.addEventListener("click", (e) => {
    const toggle = (e.target as Element).closest?.(".submenu-toggle");
    if (!toggle) return;
    const li = toggle.parentElement as HTMLElement;
    // A pointer click (detail > 0; a key press has 0) on a submenu its hover just opened keeps it open.
    const confirmsHover = (e as MouseEvent).detail > 0 && openedByHover.has(li);
    openedByHover.delete(li);
    const open = confirmsHover || toggle.getAttribute("aria-expanded") !== "true";
    if (li.closest('[data-menu="desktop"]'))
      for (const other of desktopItems()) if (other !== li) setOpen(other, false);
    setOpen(li, open);
  });
  document.addEventListener("keydown", (e) => {
    const target = e.target as HTMLElement;
    const menu = target.closest?.('[data-menu="desktop"]');
    if (!menu) return;
    const top = target.closest('[data-menu="desktop"] > li') as HTMLElement;
    const sub = target.closest(".sub-menu");
    const topFocusables = desktopItems().map((li) => li.querySelector<HTMLElement>(":scope > a"));
    const subLinks = (li: Element) => [...li.querySelectorAll<HTMLElement>(".sub-menu a")];
    switch (e.key) {
      case "Escape": {
        if (!top?.classList.contains("is-open")) return;
        setOpen(top, false);
        top.querySelector<HTMLElement>(":scope > .submenu-toggle")?.focus();
        e.preventDefault();
        return;
      }
      case "ArrowDown":
      case "ArrowUp": {
        if (sub) {
          const links = subLinks(top);
          const i = links.indexOf(target);
          const next = e.key === "ArrowDown" ? (i + 1) % links.length : (i - 1 + links.length) % links.length;
          links[next]?.focus();
        } else if (top.classList.contains("has-submenu")) {
          setOpen(top, true);
          const links = subLinks(top);
          (e.key === "ArrowDown" ? links[0] : links[links.length - 1])?.focus();
        } else return;
        e.preventDefault();
        return;
      }
      case "ArrowRight":
      case "ArrowLeft": {
        if (sub) return;
        const i = desktopItems().indexOf(top);
        const n = topFocusables.length;
        const next = e.key === "ArrowRight" ? (i + 1) % n : (i - 1 + n) % n;
        topFocusables[next]?.focus();
        e.preventDefault();
        return;
      }
    }
  });
  // Focus leaving an open item closes it (Tab past the submenu).
  document.addEventListener("focusout", (e) => {
    const li = (e.target as Element).closest?.('[data-menu="desktop"] > li.is-open');
    if (li && !li.contains(e.relatedTarget as Node | null)) setOpen(li, false);
  });
}

/* ---- mobile menu (toggle `is-active`, expandable submenus, hidden from 992 px) ---- */

function closeMobileMenu(): void {
  const toggle = document.querySelector(".mobile-menu-toggle");
  toggle?.classList.remove("is-active");
  toggle?.setAttribute("aria-expanded", "false");
  document.getElementById("mobile-menu")?.classList.remove("is-open");
}

function initMobileMenu(): void {
  document.addEventListener("click", (e) => {
    if ((e.target as Element).closest?.("#mobile-menu a")) return closeMobileMenu();
    const toggle = (e.target as Element).closest?.(".mobile-menu-toggle");
    if (!toggle) return;
    const open = toggle.getAttribute("aria-expanded") !== "true";
    if (!open) return closeMobileMenu();
    toggle.classList.add("is-active");
    toggle.setAttribute("aria-expanded", "true");
    document.getElementById("mobile-menu")?.classList.add("is-open");
  });
  document.addEventListener("keydown", (e) => {
    if (e.key !== "Escape" || !document.getElementById("mobile-menu")?.classList.contains("is-open")) return;
    closeMobileMenu();
    (document.querySelector(".mobile-menu-toggle") as HTMLElement | null)?.focus();
  });
}

/* ---- the owner's coming-soon banner (glossary A9) ---- */

function initComingSoonBanner(): void {
  const dismiss = (e: Event) => {
    const link = (e.target as Element).closest?.(".coming-soon-footer-banner-dismiss") as HTMLElement | null;
    if (!link) return;
    e.preventDefault();
    const banner = document.getElementById("coming-soon-footer-banner");
    const body = new URLSearchParams({ "woocommerce_meta[coming_soon_banner_dismissed]": "yes" });
    fetch(link.dataset.restUrl ?? "", {
      method: "POST",
      headers: {
        "X-WP-Nonce": link.dataset.restNonce ?? "",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body,
      credentials: "same-origin",
    })
      .catch(() => undefined)
      // Hidden once the request completes, whatever the outcome.
      .finally(() => {
        if (banner) banner.hidden = true;
      });
  };
  document.addEventListener("click", dismiss);
  keepAboveConsentBanner();
}

/**
 * Both banners sit at the bottom of the window; the consent banner (above everything until the
 * visitor decides; rendered by the server while no choice is stored) would cover the coming-soon
 * banner and its dismiss link. Its height goes to --consent-banner-height, which lifts the
 * coming-soon banner above it while it is open (theme.css).
 */
function keepAboveConsentBanner(): void {
  const consent = document.querySelector<HTMLElement>(".consent-banner");
  if (!consent) return;
  const root = document.documentElement;
  new ResizeObserver(() =>
    root.style.setProperty("--consent-banner-height", `${consent.offsetHeight}px`),
  ).observe(consent);
}

/* ---- entry animations (glossary C4): `[data-animate]` animates ANIMATION_DELAY_MS + data-delay after it appears ---- */

function initEntryAnimations(): void {
  const elements = [...document.querySelectorAll<HTMLElement>("[data-animate]")];
  // Only on the larger sizes (md and up), and never with reduced motion: shown as they are.
  if (!elements.length || reducedMotion() || window.innerWidth < BREAKPOINTS.md) return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const el = entry.target as HTMLElement;
      observer.unobserve(el);
      el.dataset.appeared = "true";
      const delay = ANIMATION_DELAY_MS + (Number(el.dataset.delay) || 0);
      window.setTimeout(() => {
        el.classList.remove("not-animated");
        el.classList.add("animated");
      }, delay);
    }
  });
  for (const el of elements) {
    el.classList.add("not-animated");
    observer.observe(el);
  }
}
