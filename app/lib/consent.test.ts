import { describe, expect, it } from "vitest";
import { CONSENT_CHANGE_EVENT, hasConsent, installConsentApi, saveChoice, storedChoice } from "./consent.ts";

/** Just enough of a document: page parameters, a cookie string, events, a window. */
function fakeDoc(opts: { enabled: boolean; cookie?: string; otherApi?: (c: string) => boolean }) {
  const events: { type: string; detail: unknown }[] = [];
  const listeners = new Map<string, (() => void)[]>();
  const win: Record<string, unknown> = {};
  if (opts.otherApi) win.wp_has_consent = opts.otherApi;
  let cookie = opts.cookie ?? "";
  const doc = {
    location: { protocol: "http:" },
    defaultView: win,
    getElementById: (id: string) =>
      id === "laden-params" ? { textContent: JSON.stringify({ consent: { enabled: opts.enabled } }) } : null,
    get cookie() {
      return cookie;
    },
    set cookie(v: string) {
      const [pair] = v.split(";");
      const name = pair!.split("=")[0]!;
      cookie = [...cookie.split("; ").filter((c) => c && !c.startsWith(`${name}=`)), pair].join("; ");
    },
    dispatchEvent(e: CustomEvent) {
      events.push({ type: e.type, detail: e.detail });
      for (const l of listeners.get(e.type) ?? []) l();
      return true;
    },
    addEventListener(type: string, l: () => void) {
      listeners.set(type, [...(listeners.get(type) ?? []), l]);
    },
    removeEventListener() {},
  };
  return { doc: doc as unknown as Document, events, win };
}

describe("page consent API", () => {
  it("with the built-in manager, nothing but necessary before a choice", () => {
    const { doc, win } = fakeDoc({ enabled: true });
    const api = installConsentApi(doc);
    expect(api.managed).toBe(true);
    expect(api.choice()).toBeUndefined();
    expect(["necessary", "statistics", "marketing"].map((c) => hasConsent(doc, c as never))).toEqual([
      true,
      false,
      false,
    ]);
    const wp = win.wp_has_consent as (c: string) => boolean;
    expect([wp("statistics"), wp("marketing"), wp("functional"), win.wp_consent_type]).toEqual([
      false,
      false,
      true,
      "optin",
    ]);
  });

  it("a choice is stored, announced as WP Consent API events per changed category, and heard", () => {
    const { doc, events } = fakeDoc({ enabled: true });
    const api = installConsentApi(doc);
    let heard = 0;
    api.onChange(() => heard++);
    saveChoice(doc, { statistics: true, marketing: false });
    expect(doc.cookie).toBe("laden_consent=v1.s1.m0");
    expect(storedChoice(doc)).toEqual({ statistics: true, marketing: false });
    expect(api.has("statistics")).toBe(true);
    expect(api.has("marketing")).toBe(false);
    expect(events.filter((e) => e.type === "wp_listen_for_consent_change").map((e) => e.detail)).toEqual([
      { statistics: "allow" },
      { marketing: "deny" },
    ]);
    saveChoice(doc, { statistics: true, marketing: true });
    expect(events.filter((e) => e.type === "wp_listen_for_consent_change").at(-1)?.detail).toEqual({
      marketing: "allow",
    });
    expect(events.filter((e) => e.type === CONSENT_CHANGE_EVENT)).toHaveLength(2);
    expect(heard).toBe(2);
  });

  it("manager off and no other consent API: allowed (the spec's no consent API); no WP API defined", () => {
    const { doc, win } = fakeDoc({ enabled: false });
    const api = installConsentApi(doc);
    expect(api.managed).toBe(false);
    expect(hasConsent(doc, "statistics")).toBe(true);
    expect(hasConsent(doc, "marketing")).toBe(true);
    expect(win.wp_has_consent).toBeUndefined();
  });

  it("manager off with another tool's WP Consent API: that tool decides", () => {
    const { doc } = fakeDoc({ enabled: false, otherApi: (c) => c === "statistics" });
    expect(hasConsent(doc, "statistics")).toBe(true);
    expect(hasConsent(doc, "marketing")).toBe(false);
  });

  it("a cookie of another version or format is no choice", () => {
    expect(storedChoice(fakeDoc({ enabled: true, cookie: "laden_consent=v2.s1.m1" }).doc)).toBeUndefined();
    expect(storedChoice(fakeDoc({ enabled: true, cookie: "x_laden_consent=v1.s1.m1" }).doc)).toBeUndefined();
    expect(storedChoice(fakeDoc({ enabled: true, cookie: "a=1; laden_consent=v1.s0.m1" }).doc)).toEqual({
      statistics: false,
      marketing: true,
    });
  });
});
