/**
 * Demo product images: flat illustrations composed as SVG and rasterised by sharp, on a warm
 * background with one hue per product. No network, no external files.
 */
import sharp from "sharp";
import * as shapes from "./demo-shapes.ts";
import { escapeXml, fitSize, type Label, type Palette, type TextFn } from "./demo-shapes.ts";

export type DemoImageKind =
  | "bag"
  | "tin"
  | "cup"
  | "cups"
  | "mug"
  | "dripper"
  | "papers"
  | "handGrinder"
  | "electricGrinder"
  | "pitcher"
  | "scale"
  | "kettle"
  | "carafe"
  | "frenchPress"
  | "tamper"
  | "giftBox"
  | "voucher"
  | "carton"
  | "beans"
  | "leaves";

export type DemoImage = {
  kind: DemoImageKind;
  /** Hue 0–360 of the product's colour. */
  hue: number;
  label: Label;
  /** German alt text. */
  alt: string;
};

const SIZE = 1200;
const FONT_FAMILY = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";
/** Kinds that carry the product name on the object itself; the others get a caption. */
const LABELLED = new Set<DemoImageKind>(["bag", "tin", "voucher", "carton"]);

function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

export function palette(hue: number): Palette {
  // Blues and violets look loud at the saturation that suits warm hues: tone them down.
  const s = hue >= 190 && hue <= 320 ? 22 : 34;
  return {
    bg: hsl(34, 38, 93),
    halo: hsl(hue, s - 6, 85),
    main: hsl(hue, s, 43),
    dark: hsl(hue, s - 2, 27),
    light: hsl(hue, s - 4, 78),
    paper: "#faf6ee",
    ink: "#2b221d",
    metal: "#cdc8c1",
    metalDark: "#8a847c",
    wood: "#a4744c",
    coffee: "#3f2418",
    crema: "#b27c50",
  };
}

function makeText(enabled: boolean): TextFn {
  return (x, y, size, content, opts = {}) => {
    if (!enabled) return "";
    const { weight = 400, spacing = 0, fill = "#2b221d", anchor = "middle" } = opts;
    return `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" letter-spacing="${spacing}" fill="${fill}" text-anchor="${anchor}">${escapeXml(content)}</text>`;
  };
}

/** A deterministic pseudo-random sequence from a string (same image every run). */
function prng(seed: string): () => number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

/** Things scattered around a top-down cup (coffee beans or tea leaves). */
function scatter(p: Palette, seed: string, kind: "beans" | "leaves"): string {
  const rand = prng(seed);
  let out = "";
  for (let placed = 0, tries = 0; placed < 30 && tries < 400; tries++) {
    const x = 80 + rand() * 1040;
    const y = 80 + rand() * 1040;
    if (Math.hypot(x - 600, y - 600) < 360) continue;
    const angle = Math.round(rand() * 360);
    const item =
      kind === "beans"
        ? `<ellipse rx="40" ry="28" fill="#5b3623"/><path d="M-32 4 C-12 -10 12 10 32 -4" stroke="#2e1a10" stroke-width="6" fill="none" stroke-linecap="round"/>`
        : `<path d="M-50 0 Q0 -30 50 0 Q0 30 -50 0 Z" fill="${placed % 2 ? "#6f7a4a" : "#5c6b3c"}"/><path d="M-44 0 H44" stroke="#3e4a28" stroke-width="3"/>`;
    out += `<g transform="translate(${Math.round(x)} ${Math.round(y)}) rotate(${angle})">${item}</g>`;
    placed++;
  }
  const drink = kind === "beans" ? p.coffee : "#b8702a";
  const top = kind === "beans" ? p.crema : "#c98a3c";
  return `${out}
  <circle cx="612" cy="618" r="270" fill="#000" fill-opacity="0.08"/>
  <circle cx="600" cy="600" r="270" fill="${p.paper}"/>
  <circle cx="600" cy="600" r="190" fill="${p.main}"/>
  <circle cx="600" cy="600" r="165" fill="${drink}"/>
  <circle cx="600" cy="600" r="140" fill="${top}" fill-opacity="0.6"/>
  <path d="M790 560 h80 a30 30 0 0 1 0 80 h-80" fill="none" stroke="${p.main}" stroke-width="34"/>`;
}

function shape(img: DemoImage, p: Palette, t: TextFn, seed: string): string {
  switch (img.kind) {
    case "bag":
      return shapes.bag(p, img.label, t);
    case "tin":
      return shapes.tin(p, img.label, t);
    case "cup":
      return shapes.cup(p);
    case "cups":
      return shapes.cup(p, { x: -170, scale: 0.7 }) + shapes.cup(p, { x: 200, scale: 0.7 });
    case "mug":
      return shapes.mug(p);
    case "dripper":
      return shapes.dripper(p);
    case "papers":
      return shapes.papers(p);
    case "handGrinder":
      return shapes.handGrinder(p);
    case "electricGrinder":
      return shapes.electricGrinder(p);
    case "pitcher":
      return shapes.pitcher(p);
    case "scale":
      return shapes.scale(p, t);
    case "kettle":
      return shapes.kettle(p);
    case "carafe":
      return shapes.carafe(p);
    case "frenchPress":
      return shapes.frenchPress(p);
    case "tamper":
      return shapes.tamper(p);
    case "giftBox":
      return shapes.giftBox(p);
    case "voucher":
      return shapes.voucher(p, img.label, t);
    case "carton":
      return shapes.carton(p, img.label, t);
    case "beans":
    case "leaves":
      return scatter(p, seed, img.kind);
  }
}

/** The SVG source of one demo image; `seed` varies scattered details deterministically. */
export function demoImageSvg(img: DemoImage, seed: string, withText: boolean): string {
  const p = palette(img.hue);
  const t = makeText(withText);
  const flat = img.kind === "beans" || img.kind === "leaves";
  const backdrop = flat
    ? `<rect width="${SIZE}" height="${SIZE}" fill="${p.halo}"/>`
    : `<rect width="${SIZE}" height="${SIZE}" fill="${p.bg}"/>
  <circle cx="600" cy="600" r="430" fill="${p.halo}"/>
  <ellipse cx="600" cy="962" rx="340" ry="26" fill="#3b2a20" fill-opacity="0.13"/>`;
  const caption =
    LABELLED.has(img.kind) || flat
      ? ""
      : t(600, 1110, fitSize(img.label.title, 900, 46, 0.6), img.label.title, { weight: 700, fill: p.dark });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  ${backdrop}<g font-family="${FONT_FAMILY}">${shape(img, p, t, seed)}${caption}</g></svg>`;
}

let fontCheck: Promise<boolean> | undefined;

/**
 * Whether a real font is installed: with none, text would render as boxes, so images are
 * drawn without text. Boxes have one width per glyph; a real font draws "i" narrower than "W".
 */
export function hasUsableFont(): Promise<boolean> {
  fontCheck ??= (async () => {
    try {
      const width = async (s: string) =>
        (await sharp({ text: { text: s, font: "DejaVu Sans, Liberation Sans, sans-serif 24" } }).metadata())
          .width ?? 0;
      const [narrow, wide] = await Promise.all([width("iiiiiiiiii"), width("WWWWWWWWWW")]);
      return narrow > 0 && wide > narrow * 1.5;
    } catch {
      return false;
    }
  })();
  return fontCheck;
}

/** PNG bytes of one demo image, ready for `writeImage`. */
export async function renderDemoImage(img: DemoImage, seed: string): Promise<Buffer> {
  const svg = demoImageSvg(img, seed, await hasUsableFont());
  return sharp(Buffer.from(svg)).png().toBuffer();
}
