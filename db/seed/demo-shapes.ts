/**
 * Flat illustrations for the demo product images, as SVG fragments on a 1200×1200 canvas with
 * the object standing on a floor at y≈960. Colours come from a palette derived from one hue.
 */

export type Palette = {
  bg: string;
  halo: string;
  main: string;
  dark: string;
  light: string;
  paper: string;
  ink: string;
  metal: string;
  metalDark: string;
  wood: string;
  coffee: string;
  crema: string;
};

export type Label = { title: string; subtitle?: string; note?: string };

/** Text is drawn only when a real font is available (see demo-images.ts). */
export type TextFn = (
  x: number,
  y: number,
  size: number,
  content: string,
  opts?: { weight?: number; spacing?: number; fill?: string; anchor?: "start" | "middle" | "end" },
) => string;

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A font size that fits `content` into `width` px (sans-serif, bold ≈ 0.68 em per char). */
export function fitSize(content: string, width: number, max: number, em = 0.68): number {
  return Math.min(max, Math.floor(width / (Math.max(content.length, 1) * em)));
}

const SHADE = `fill="#000" fill-opacity="0.13"`;
const SHINE = `fill="#fff" fill-opacity="0.14"`;

function labelText(t: TextFn, p: Palette, label: Label, cx: number, top: number, width: number): string {
  const titleSize = fitSize(label.title, width - 50, 62, 0.8);
  let out = t(cx, top + 54, 22, "RÖSTWERK", { weight: 700, spacing: 7, fill: p.dark });
  out += `<rect x="${cx - 40}" y="${top + 72}" width="80" height="3" fill="${p.dark}" fill-opacity="0.5"/>`;
  out += t(cx, top + 110 + titleSize * 0.8, titleSize, label.title.toUpperCase(), {
    weight: 700,
    spacing: 1,
  });
  if (label.subtitle) {
    const size = fitSize(label.subtitle, width - 50, 36, 0.58);
    out += t(cx, top + 150 + titleSize, size, label.subtitle, { weight: 400 });
  }
  if (label.note)
    out += t(cx, top + 372, 20, label.note.toUpperCase(), { weight: 700, spacing: 3, fill: p.paper });
  return out;
}

export function bag(p: Palette, label: Label, t: TextFn): string {
  return `
  <path d="M395 290 L805 290 L835 935 Q836 960 810 960 L390 960 Q364 960 365 935 Z" fill="${p.main}"/>
  <path d="M760 290 L805 290 L835 935 Q836 960 810 960 L790 960 Z" ${SHADE}/>
  <path d="M395 290 L425 290 L410 960 L390 960 Q364 960 365 935 Z" ${SHINE}/>
  <rect x="390" y="222" width="420" height="76" rx="6" fill="${p.dark}"/>
  <path d="M390 230 H810" stroke="${p.main}" stroke-width="6" stroke-dasharray="10 8"/>
  <rect x="560" y="246" width="80" height="16" rx="8" fill="${p.metal}"/>
  <circle cx="600" cy="372" r="22" fill="${p.dark}"/><circle cx="600" cy="372" r="10" fill="${p.main}"/>
  <rect x="425" y="440" width="350" height="400" rx="14" fill="${p.paper}"/>
  <path d="M425 790 H775 V826 Q775 840 761 840 H439 Q425 840 425 826 Z" fill="${p.dark}"/>
  <g transform="translate(600 745) rotate(-30)"><ellipse rx="24" ry="16" fill="${p.main}"/>
  <path d="M-19 3 C-7 -6 7 6 19 -3" stroke="${p.paper}" stroke-width="4" fill="none" stroke-linecap="round"/></g>
  ${labelText(t, p, label, 600, 450, 350)}`;
}

export function tin(p: Palette, label: Label, t: TextFn): string {
  return `
  <path d="M420 420 V920 A180 40 0 0 0 780 920 V420 Z" fill="${p.main}"/>
  <path d="M730 420 V948 A180 40 0 0 0 780 920 V420 Z" ${SHADE}/>
  <path d="M412 350 V430 A188 42 0 0 0 788 430 V350 Z" fill="${p.dark}"/>
  <ellipse cx="600" cy="350" rx="188" ry="42" fill="${p.main}"/>
  <ellipse cx="600" cy="350" rx="150" ry="30" fill="${p.dark}" fill-opacity="0.35"/>
  <path d="M420 500 V850 A180 40 0 0 0 780 850 V500 A180 40 0 0 1 420 500 Z" fill="${p.paper}"/>
  ${labelText(t, p, { ...label, note: undefined }, 600, 510, 340)}`;
}

/** A cup (on a saucer) standing at `floor`, scaled around its base. */
export function cup(
  p: Palette,
  opts: { x?: number; floor?: number; scale?: number; saucer?: boolean } = {},
): string {
  const { x = 0, floor = 960, scale = 1, saucer = true } = opts;
  const base = saucer ? 960 : 900;
  return `<g transform="translate(${600 + x} ${floor}) scale(${scale}) translate(-600 -${base})">
  ${saucer ? `<ellipse cx="600" cy="930" rx="300" ry="50" fill="${p.dark}"/><ellipse cx="600" cy="918" rx="300" ry="50" fill="${p.paper}"/><ellipse cx="600" cy="918" rx="150" ry="22" fill="${p.light}"/>` : ""}
  <path d="M788 610 C900 600 910 790 760 800" stroke="${p.main}" stroke-width="34" fill="none"/>
  <path d="M400 560 L800 560 Q792 880 600 900 Q408 880 400 560 Z" fill="${p.main}"/>
  <path d="M740 560 L800 560 Q792 880 600 900 Q720 860 740 560 Z" ${SHADE}/>
  <ellipse cx="600" cy="560" rx="200" ry="42" fill="${p.paper}"/>
  <ellipse cx="600" cy="564" rx="178" ry="32" fill="${p.crema}"/>
  <ellipse cx="600" cy="568" rx="140" ry="22" fill="${p.coffee}" fill-opacity="0.45"/></g>`;
}

export function mug(p: Palette): string {
  return `
  <path d="M760 560 C900 560 900 800 760 800" stroke="${p.main}" stroke-width="44" fill="none"/>
  <path d="M430 470 V880 Q430 930 480 930 H720 Q770 930 770 880 V470 Z" fill="${p.main}"/>
  <path d="M715 470 H770 V880 Q770 930 720 930 H700 Q715 900 715 880 Z" ${SHADE}/>
  <ellipse cx="600" cy="470" rx="170" ry="36" fill="${p.paper}"/>
  <ellipse cx="600" cy="474" rx="150" ry="26" fill="${p.coffee}"/>
  <rect x="470" y="640" width="260" height="120" rx="8" fill="${p.paper}" fill-opacity="0.9"/>
  <circle cx="600" cy="700" r="34" fill="none" stroke="${p.dark}" stroke-width="6"/>
  <path d="M600 672 Q585 700 600 728" stroke="${p.dark}" stroke-width="6" fill="none"/>`;
}

export function dripper(p: Palette): string {
  return `${cup(p, { scale: 0.8, saucer: false })}<g transform="translate(0 138)">
  <ellipse cx="600" cy="545" rx="190" ry="30" fill="${p.dark}"/>
  <path d="M405 300 L795 300 L700 540 L500 540 Z" fill="${p.main}"/>
  <path d="M740 300 L795 300 L700 540 L680 540 Z" ${SHADE}/>
  <path d="M470 330 L540 520 M560 330 L585 520 M640 330 L615 520 M730 330 L660 520" stroke="${p.dark}" stroke-opacity="0.35" stroke-width="8" stroke-linecap="round"/>
  <ellipse cx="600" cy="300" rx="195" ry="34" fill="${p.dark}"/>
  <ellipse cx="600" cy="298" rx="172" ry="24" fill="${p.coffee}"/>
  <path d="M795 340 C870 340 870 440 760 450" stroke="${p.main}" stroke-width="30" fill="none"/></g>`;
}

export function papers(p: Palette): string {
  const one = (angle: number, dx: number, fill: string) =>
    `<g transform="translate(${600 + dx} 640) rotate(${angle})">
    <path d="M-190 -240 L190 -240 L95 240 L-95 240 Z" fill="${fill}"/>
    <path d="M-190 -240 L-95 240 M190 -240 L95 240" stroke="${p.dark}" stroke-opacity="0.25" stroke-width="10" stroke-dasharray="6 8"/>
    <path d="M-95 200 L95 200" stroke="${p.dark}" stroke-opacity="0.2" stroke-width="4"/></g>`;
  return one(-14, -90, "#e3d2b4") + one(0, 0, "#ecdfc6") + one(14, 90, "#f4ead8");
}

export function handGrinder(p: Palette): string {
  return `
  <path d="M490 600 H710 V900 Q710 940 670 940 H530 Q490 940 490 900 Z" fill="${p.wood}"/>
  <path d="M670 600 H710 V900 Q710 940 670 940 H650 Q670 930 670 900 Z" ${SHADE}/>
  <rect x="490" y="420" width="220" height="190" fill="${p.metal}"/>
  <rect x="670" y="420" width="40" height="190" fill="${p.metalDark}"/>
  <rect x="480" y="600" width="240" height="22" rx="6" fill="${p.metalDark}"/>
  <ellipse cx="600" cy="420" rx="110" ry="26" fill="${p.metalDark}"/>
  <rect x="588" y="340" width="24" height="80" fill="${p.metalDark}"/>
  <path d="M600 345 L820 300" stroke="${p.metalDark}" stroke-width="22" stroke-linecap="round"/>
  <rect x="800" y="220" width="44" height="96" rx="20" fill="${p.main}"/>
  <circle cx="600" cy="345" r="24" fill="${p.metal}"/>`;
}

export function electricGrinder(p: Palette): string {
  return `
  <path d="M470 250 L730 250 L690 540 L510 540 Z" fill="${p.light}" fill-opacity="0.75"/>
  <path d="M500 400 L700 400 L690 540 L510 540 Z" fill="${p.coffee}"/>
  <path d="M470 250 L730 250 L690 540 L510 540 Z" fill="none" stroke="${p.dark}" stroke-opacity="0.4" stroke-width="6"/>
  <rect x="460" y="225" width="280" height="40" rx="14" fill="${p.dark}"/>
  <path d="M440 560 Q440 530 470 530 H730 Q760 530 760 560 V920 Q760 950 730 950 H470 Q440 950 440 920 Z" fill="${p.main}"/>
  <path d="M700 530 H730 Q760 530 760 560 V920 Q760 950 730 950 H700 Z" ${SHADE}/>
  <rect x="500" y="760" width="200" height="150" rx="12" fill="${p.light}" fill-opacity="0.8"/>
  <rect x="500" y="840" width="200" height="70" rx="8" fill="${p.coffee}" fill-opacity="0.85"/>
  <circle cx="600" cy="640" r="46" fill="${p.dark}"/><circle cx="600" cy="640" r="30" fill="${p.metal}"/>
  <rect x="596" y="610" width="8" height="26" fill="${p.dark}"/>`;
}

export function pitcher(p: Palette): string {
  return `
  <path d="M730 520 C860 520 860 800 720 820" stroke="${p.metalDark}" stroke-width="30" fill="none"/>
  <path d="M470 470 L730 470 Q770 760 740 910 Q738 940 700 940 H500 Q462 940 460 910 Q430 760 470 470 Z" fill="${p.metal}"/>
  <path d="M680 470 L730 470 Q770 760 740 910 Q738 940 700 940 H680 Q720 760 680 470 Z" ${SHADE}/>
  <path d="M470 470 L380 430 L470 520 Z" fill="${p.metalDark}"/>
  <path d="M500 520 Q490 700 510 900" stroke="#fff" stroke-opacity="0.5" stroke-width="16" stroke-linecap="round" fill="none"/>
  <ellipse cx="600" cy="470" rx="130" ry="22" fill="${p.metalDark}"/>
  <ellipse cx="600" cy="474" rx="116" ry="16" fill="${p.paper}"/>
  <rect x="470" y="700" width="260" height="60" fill="${p.main}" fill-opacity="0.85"/>`;
}

export function scale(p: Palette, t: TextFn): string {
  return `${cup(p, { scale: 0.55, saucer: false, floor: 782 })}
  <path d="M300 800 Q300 780 320 780 H880 Q900 780 900 800 V900 Q900 930 870 930 H330 Q300 930 300 900 Z" fill="${p.main}"/>
  <path d="M300 800 Q300 780 320 780 H880 Q900 780 900 800 V815 H300 Z" fill="${p.dark}"/>
  <rect x="490" y="838" width="220" height="66" rx="10" fill="${p.ink}"/>
  ${t(600, 886, 40, "250,0 g", { weight: 700, fill: "#e9d9a6" })}
  <circle cx="400" cy="871" r="16" fill="${p.dark}"/><circle cx="800" cy="871" r="16" fill="${p.dark}"/>`;
}

export function kettle(p: Palette): string {
  return `
  <path d="M470 880 C420 820 380 640 330 560 Q315 540 280 545" stroke="${p.metalDark}" stroke-width="26" stroke-linecap="round" fill="none"/>
  <path d="M720 600 C880 590 900 840 770 870" stroke="${p.wood}" stroke-width="40" stroke-linecap="round" fill="none"/>
  <path d="M430 940 Q405 700 520 560 H680 Q795 700 770 940 Z" fill="${p.main}"/>
  <path d="M700 560 H680 Q795 700 770 940 H730 Q770 720 700 560 Z" ${SHADE}/>
  <path d="M470 900 Q460 740 530 620" stroke="#fff" stroke-opacity="0.2" stroke-width="18" stroke-linecap="round" fill="none"/>
  <ellipse cx="600" cy="560" rx="84" ry="18" fill="${p.dark}"/>
  <path d="M530 560 Q600 500 670 560 Z" fill="${p.main}"/>
  <circle cx="600" cy="510" r="20" fill="${p.wood}"/>
  <rect x="430" y="930" width="340" height="18" rx="6" fill="${p.dark}"/>`;
}

export function carafe(p: Palette): string {
  return `
  <path d="M540 300 H660 V470 Q790 560 790 760 Q790 940 600 940 Q410 940 410 760 Q410 560 540 470 Z" fill="${p.light}" fill-opacity="0.7"/>
  <path d="M418 720 H782 Q790 940 600 940 Q410 940 418 720 Z" fill="${p.coffee}"/>
  <path d="M540 300 H660 V470 Q790 560 790 760 Q790 940 600 940 Q410 940 410 760 Q410 560 540 470 Z" fill="none" stroke="${p.dark}" stroke-opacity="0.35" stroke-width="8"/>
  <path d="M460 640 Q440 720 460 820" stroke="#fff" stroke-opacity="0.6" stroke-width="16" stroke-linecap="round" fill="none"/>
  <rect x="520" y="380" width="160" height="90" rx="16" fill="${p.wood}"/>
  <path d="M520 425 H680" stroke="${p.main}" stroke-width="10"/>
  <path d="M680 425 Q720 440 700 500" stroke="${p.main}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
}

export function frenchPress(p: Palette): string {
  return `
  <rect x="588" y="220" width="24" height="140" fill="${p.metalDark}"/>
  <circle cx="600" cy="215" r="30" fill="${p.wood}"/>
  <path d="M740 470 C860 470 860 800 740 820" stroke="${p.wood}" stroke-width="40" fill="none"/>
  <rect x="460" y="400" width="280" height="510" rx="10" fill="${p.light}" fill-opacity="0.7"/>
  <rect x="460" y="560" width="280" height="350" rx="10" fill="${p.coffee}"/>
  <rect x="460" y="560" width="280" height="40" fill="${p.crema}"/>
  <path d="M490 440 V860" stroke="#fff" stroke-opacity="0.6" stroke-width="14" stroke-linecap="round"/>
  <path d="M440 360 H760 L750 410 H450 Z" fill="${p.metal}"/>
  <rect x="440" y="560" width="320" height="18" fill="${p.metalDark}" fill-opacity="0.35"/>
  <rect x="448" y="480" width="12" height="430" fill="${p.metalDark}"/><rect x="740" y="480" width="12" height="430" fill="${p.metalDark}"/>
  <rect x="440" y="900" width="320" height="40" rx="8" fill="${p.metalDark}"/>
  <rect x="440" y="470" width="320" height="22" fill="${p.metal}"/>`;
}

export function tamper(p: Palette): string {
  return `
  <path d="M600 330 C700 330 700 470 650 560 C630 600 640 660 700 700 H500 C560 660 570 600 550 560 C500 470 500 330 600 330 Z" fill="${p.wood}"/>
  <path d="M640 350 C700 400 690 470 650 560 C630 600 640 660 700 700 H660 C620 660 610 600 630 540 C660 460 660 400 640 350 Z" ${SHADE}/>
  <rect x="560" y="700" width="80" height="60" fill="${p.metalDark}"/>
  <path d="M440 770 Q440 760 450 760 H750 Q760 760 760 770 V930 Q760 945 745 945 H455 Q440 945 440 930 Z" fill="${p.metal}"/>
  <rect x="440" y="760" width="320" height="28" fill="${p.metalDark}" fill-opacity="0.5"/>
  <path d="M470 810 V920" stroke="#fff" stroke-opacity="0.5" stroke-width="14" stroke-linecap="round"/>`;
}

export function giftBox(p: Palette): string {
  return `
  <rect x="380" y="560" width="440" height="380" rx="6" fill="${p.main}"/>
  <rect x="760" y="560" width="60" height="380" ${SHADE}/>
  <rect x="360" y="500" width="480" height="90" rx="8" fill="${p.dark}"/>
  <rect x="570" y="500" width="60" height="440" fill="${p.paper}"/>
  <path d="M600 500 C520 380 420 420 470 480 C500 510 560 505 600 500 Z" fill="${p.paper}"/>
  <path d="M600 500 C680 380 780 420 730 480 C700 510 640 505 600 500 Z" fill="${p.paper}"/>
  <path d="M600 500 C640 470 690 440 720 460" stroke="${p.dark}" stroke-opacity="0.3" stroke-width="6" fill="none"/>
  <circle cx="600" cy="500" r="26" fill="${p.light}"/>`;
}

export function voucher(p: Palette, label: Label, t: TextFn): string {
  return `<g transform="rotate(-6 600 640)">
  <rect x="270" y="410" width="660" height="440" rx="22" fill="${p.paper}"/>
  <rect x="270" y="410" width="660" height="440" rx="22" fill="none" stroke="${p.dark}" stroke-opacity="0.25" stroke-width="4"/>
  <rect x="780" y="410" width="70" height="440" fill="${p.main}"/>
  ${t(320, 490, 24, "RÖSTWERK", { weight: 700, spacing: 7, fill: p.dark, anchor: "start" })}
  ${t(320, 600, fitSize(label.title, 430, 76), label.title, { weight: 700, anchor: "start" })}
  ${label.subtitle ? t(320, 670, 32, label.subtitle, { anchor: "start", fill: p.dark }) : ""}
  <path d="M320 760 H700" stroke="${p.dark}" stroke-opacity="0.3" stroke-width="3" stroke-dasharray="10 10"/>
  <circle cx="815" cy="630" r="40" fill="${p.paper}"/><circle cx="815" cy="630" r="18" fill="${p.dark}"/></g>`;
}

export function carton(p: Palette, label: Label, t: TextFn): string {
  return `
  <path d="M420 420 L520 360 H820 L720 420 Z" fill="${p.light}"/>
  <path d="M720 420 L820 360 V880 L720 940 Z" fill="${p.dark}"/>
  <rect x="420" y="420" width="300" height="520" fill="${p.main}"/>
  <rect x="440" y="520" width="260" height="300" rx="10" fill="${p.paper}"/>
  ${t(570, 590, 20, "RÖSTWERK", { weight: 700, spacing: 6, fill: p.dark })}
  ${t(570, 680, fitSize(label.title, 220, 44), label.title.toUpperCase(), { weight: 700 })}
  ${label.subtitle ? t(570, 740, fitSize(label.subtitle, 220, 28, 0.58), label.subtitle) : ""}`;
}
