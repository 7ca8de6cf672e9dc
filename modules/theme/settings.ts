/** The theme's settings: colours, logo, blog layout, header, slider and social links. */
import { z } from "zod";
import { registerSettings } from "../settings/registry.ts";

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Farbe als #RRGGBB angeben");

/** The bundled fonts: Inter (self-hosted, @fontsource), the visitor's system sans or serif font. */
export const THEME_FONTS = ["inter", "system", "serif"] as const;

const themeSettings = registerSettings({
  /** Links and buttons; checked against the background and the button text (contrast.ts). */
  "theme.accentColor": { schema: hexColour, default: "#8a3b12" },
  /** The text on accent-coloured buttons. */
  "theme.accentInkColor": { schema: hexColour, default: "#ffffff" },
  "theme.textColor": { schema: hexColour, default: "#1f1a17" },
  "theme.backgroundColor": { schema: hexColour, default: "#fffdf9" },
  "theme.font": { schema: z.enum(THEME_FONTS), default: "inter" },
  /** A media id for the logo; 0 shows the site name as text. */
  "theme.logoMediaId": { schema: z.number().int().min(0), default: 0 },
  /** A media id for the browser tab's icon; 0: the shop's default icon. */
  "theme.faviconMediaId": { schema: z.number().int().min(0), default: 0 },
  /** The footer's text under the shop name (empty: the tagline) and its copyright line (empty: "© year company"). */
  "theme.footerText": { schema: z.string().trim().max(300), default: "" },
  "theme.footerCopyright": { schema: z.string().trim().max(160), default: "" },
  /** Blog lists: list, grid or small_thumbs (C2); sidebar position or none (C3); infinite scroll trigger. */
  "theme.blogLayout": { schema: z.enum(["list", "grid", "small_thumbs"]), default: "list" },
  "theme.sidebar": { schema: z.enum(["left", "right", "none"]), default: "right" },
  "theme.infiniteScroll": { schema: z.enum(["button", "auto"]), default: "button" },
  /** Theme header (glossary C1): sticky stays at the top, transparent lies over the slider, shrinking shrinks on scroll. */
  "theme.headerStyle": { schema: z.enum(["sticky", "transparent", "shrinking"]), default: "sticky" },
  /** Site-search overlay on the header's search control (glossary D1). */
  "theme.searchOverlay": {
    schema: z.enum(["dropdown", "sliding", "full-width", "popup"]),
    default: "dropdown",
  },
  /** Home page slider: on/off, height in px (0 = window height minus header and admin bar), slides. */
  "theme.sliderEnabled": { schema: z.boolean(), default: true },
  "theme.sliderHeight": { schema: z.number().int().min(0).max(2000), default: 0 },
  "theme.slides": {
    schema: z
      .array(
        z.object({
          title: z.string().trim().min(1, "Titel der Folie angeben").max(120),
          /** The slide's background image from the media library (0 or absent: none). */
          mediaId: z.number().int().min(0).optional(),
          text: z.string().trim().max(300).default(""),
          url: z
            .string()
            .trim()
            .max(300)
            .regex(/^(\/|https:\/\/)/, "Link mit / oder https:// beginnen")
            .optional(),
          linkText: z.string().trim().max(60).optional(),
        }),
      )
      .max(10),
    default: [
      {
        title: "Frisch geröstet in Hamburg",
        text: "Kaffee aus kleinen Chargen, jede Woche neu.",
        url: "/shop/",
        linkText: "Zum Shop",
      },
      {
        title: "Espresso für Zuhause",
        text: "Bohnen, Mühlen und Zubehör für Ihre Küche.",
        url: "/product-category/kaffee/",
        linkText: "Kaffee entdecken",
      },
      {
        title: "Tee aus fairem Handel",
        text: "Grün, schwarz und Kräuter – sorgfältig ausgewählt.",
        url: "/product-category/tee/",
        linkText: "Tee ansehen",
      },
    ] as { title: string; text: string; mediaId?: number; url?: string; linkText?: string }[],
  },
  /** Top social icons (at most 8 on the smallest screens): network name and https link. */
  "theme.socialLinks": {
    schema: z
      .array(
        z.object({
          network: z.enum([
            "facebook",
            "instagram",
            "x",
            "youtube",
            "pinterest",
            "linkedin",
            "mastodon",
            "tiktok",
            "xing",
            "email",
            "rss",
          ]),
          url: z
            .string()
            .trim()
            .max(300)
            .regex(/^(https:\/\/|mailto:|\/)/, "Link mit https://, mailto: oder / beginnen"),
        }),
      )
      .max(20),
    default: [
      { network: "instagram", url: "https://instagram.com/" },
      { network: "facebook", url: "https://facebook.com/" },
      { network: "youtube", url: "https://youtube.com/" },
      { network: "rss", url: "/feed/" },
    ] as { network: string; url: string }[],
  },
});

type ThemeSettings = typeof themeSettings;
declare module "../settings/registry.ts" {
  interface SettingDefinitions extends ThemeSettings {}
}
