/** The home slider's fitted height before the first paint (kept apart: slider.ts loads lazily). */
import { SLIDER_MIN_HEIGHT_PX } from "../shop-timings.ts";

/**
 * sliderHeight()'s result as an inline script right after the slider's markup, so the page is laid out
 * with it before the first paint (no layout shift when this module arrives). The header and the
 * admin bar are everything above the slider: the window height minus the slider's top.
 */
export const FIT_HEIGHT_SCRIPT = `(function(s){s.style.height=Math.max(${SLIDER_MIN_HEIGHT_PX},Math.round(innerHeight-s.getBoundingClientRect().top-scrollY))+"px"})(document.currentScript.previousElementSibling)`;
