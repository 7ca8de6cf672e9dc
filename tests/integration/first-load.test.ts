/**
 * What a page's <head> asks for before the first paint (docs/benchmarks.md, "Lighthouse"): the
 * stylesheets first, module preloads only for the entry and the matched routes' own modules
 * (their shared chunks follow through the imports) and the font's preload (without it Inter
 * arrived after the first layout and re-wrapped the home slider's text).
 */
import { describe, expect, it } from "vitest";
import { appForFile } from "../setup/app-fixture.ts";

const app = appForFile();

async function head(path: string) {
  const res = await fetch(`${app().url}${path}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const links = [...head.matchAll(/<link [^>]*>/g)].map((m) => m[0]);
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return {
    html,
    links: links.map((tag) => ({ rel: attr(tag, "rel"), as: attr(tag, "as"), href: attr(tag, "href") })),
  };
}

describe("first load", () => {
  for (const path of ["/blog/espresso-richtig-einstellen/", "/shop/", "/"]) {
    it(`${path}: stylesheets requested before any script, three module preloads`, async () => {
      const { html, links } = await head(path);
      const sheets = links.filter((l) => l.rel === "stylesheet").map((l) => l.href);
      const stylePreloads = links.filter((l) => l.rel === "preload" && l.as === "style").map((l) => l.href);
      expect(sheets.length).toBeGreaterThan(0);
      expect(stylePreloads).toEqual(sheets);
      const firstModule = links.findIndex((l) => l.rel === "modulepreload");
      const lastStylePreload = links.findLastIndex((l) => l.rel === "preload" && l.as === "style");
      expect(lastStylePreload).toBeLessThan(firstModule);
      // The entry, the root route's module and the page route's module.
      const modules = links.filter((l) => l.rel === "modulepreload").map((l) => l.href);
      expect(modules).toHaveLength(3);
      expect(modules[0]).toMatch(/\/assets\/entry\.client-[\w-]+\.js$/);
      expect(links.filter((l) => l.as === "font")).toHaveLength(1);
      // The inline module script still imports every matched route module for hydration.
      for (const href of modules.slice(1)) expect(html).toContain(`from "${href}"`);
    });
  }
});
