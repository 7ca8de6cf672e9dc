/**
 * The setup wizard's logo-and-colours step (browser-safe): the theme's existing keys
 * (modules/theme/settings.ts), checked by their schemas like every settings screen. The logo is
 * chosen among the media library's images (the loader's options).
 */
import type { SettingsSection } from "#app/components/admin/settings/fields.ts";

export const THEME_SECTIONS: readonly SettingsSection[] = [
  {
    title: "admin.wizard.step.theme",
    help: "admin.wizard.theme.help",
    fields: [
      {
        key: "theme.accentColor",
        kind: "text",
        label: "admin.wizard.field.accentColor",
        help: "admin.wizard.field.accentColor.help",
        maxLength: 7,
      },
      { key: "theme.logoMediaId", kind: "page", label: "admin.wizard.field.logo" },
    ],
  },
];
