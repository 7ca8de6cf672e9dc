/** The Darstellung group's fields (browser-safe: the screen renders them, the action reads them). */
import type { SettingsField, SettingsSection } from "#app/components/admin/settings/fields.ts";

/** Colours, logo and favicon, slides and social links: the screen's own inputs. */
export const APPEARANCE_OWN_FIELDS: readonly SettingsField[] = [
  { key: "theme.logoMediaId", kind: "integer", label: "admin.appearance.logo" },
  { key: "theme.faviconMediaId", kind: "integer", label: "admin.appearance.favicon" },
  { key: "theme.textColor", kind: "text", label: "admin.appearance.color.text" },
  { key: "theme.backgroundColor", kind: "text", label: "admin.appearance.color.background" },
  { key: "theme.accentColor", kind: "text", label: "admin.appearance.color.accent" },
  { key: "theme.accentInkColor", kind: "text", label: "admin.appearance.color.accentInk" },
  {
    key: "theme.slides",
    kind: "list",
    label: "admin.appearance.slides",
    item: [
      { name: "title" },
      { name: "text" },
      { name: "mediaId", numeric: true, optional: true },
      { name: "url", optional: true },
      { name: "linkText", optional: true },
    ],
  },
  {
    key: "theme.socialLinks",
    kind: "list",
    label: "admin.appearance.social",
    item: [{ name: "network" }, { name: "url" }],
  },
];

export const APPEARANCE_SECTIONS: readonly SettingsSection[] = [
  {
    title: "admin.appearance.section.type",
    fields: [
      {
        key: "theme.font",
        kind: "select",
        label: "admin.appearance.font",
        help: "admin.appearance.font.help",
        options: [
          { value: "inter", label: "admin.appearance.font.inter" },
          { value: "system", label: "admin.appearance.font.system" },
          { value: "serif", label: "admin.appearance.font.serif" },
        ],
      },
    ],
  },
  {
    title: "admin.appearance.section.header",
    fields: [
      {
        key: "theme.headerStyle",
        kind: "select",
        label: "admin.appearance.headerStyle",
        help: "admin.appearance.headerStyle.help",
        options: [
          { value: "sticky", label: "admin.appearance.headerStyle.sticky" },
          { value: "transparent", label: "admin.appearance.headerStyle.transparent" },
          { value: "shrinking", label: "admin.appearance.headerStyle.shrinking" },
        ],
      },
      {
        key: "theme.searchOverlay",
        kind: "select",
        label: "admin.appearance.searchOverlay",
        options: [
          { value: "dropdown", label: "admin.appearance.searchOverlay.dropdown" },
          { value: "sliding", label: "admin.appearance.searchOverlay.sliding" },
          { value: "full-width", label: "admin.appearance.searchOverlay.fullWidth" },
          { value: "popup", label: "admin.appearance.searchOverlay.popup" },
        ],
      },
    ],
  },
  {
    title: "admin.appearance.section.blog",
    fields: [
      {
        key: "theme.blogLayout",
        kind: "select",
        label: "admin.appearance.blogLayout",
        options: [
          { value: "list", label: "admin.appearance.blogLayout.list" },
          { value: "grid", label: "admin.appearance.blogLayout.grid" },
          { value: "small_thumbs", label: "admin.appearance.blogLayout.smallThumbs" },
        ],
      },
      {
        key: "theme.sidebar",
        kind: "select",
        label: "admin.appearance.sidebar",
        options: [
          { value: "right", label: "admin.appearance.sidebar.right" },
          { value: "left", label: "admin.appearance.sidebar.left" },
          { value: "none", label: "admin.appearance.sidebar.none" },
        ],
      },
      {
        key: "theme.infiniteScroll",
        kind: "select",
        label: "admin.appearance.infiniteScroll",
        help: "admin.appearance.infiniteScroll.help",
        options: [
          { value: "button", label: "admin.appearance.infiniteScroll.button" },
          { value: "auto", label: "admin.appearance.infiniteScroll.auto" },
        ],
      },
    ],
  },
  {
    title: "admin.appearance.section.slider",
    fields: [{ key: "theme.sliderEnabled", kind: "boolean", label: "admin.appearance.sliderEnabled" }],
  },
  {
    title: "admin.appearance.section.footer",
    fields: [
      {
        key: "theme.footerText",
        kind: "textarea",
        label: "admin.appearance.footerText",
        help: "admin.appearance.footerText.help",
        maxLength: 300,
      },
      {
        key: "theme.footerCopyright",
        kind: "text",
        label: "admin.appearance.footerCopyright",
        help: "admin.appearance.footerCopyright.help",
        maxLength: 160,
      },
    ],
  },
];

/** The social networks the theme has icons for (theme.socialLinks). */
export const SOCIAL_NETWORKS = [
  ["instagram", "Instagram"],
  ["facebook", "Facebook"],
  ["youtube", "YouTube"],
  ["x", "X"],
  ["pinterest", "Pinterest"],
  ["linkedin", "LinkedIn"],
  ["mastodon", "Mastodon"],
  ["tiktok", "TikTok"],
  ["xing", "XING"],
  ["email", "E-Mail"],
  ["rss", "RSS-Feed"],
] as const;

/** Pages the preview can show. */
export const PREVIEW_PATHS = ["/", "/shop/", "/blog/"] as const;
