/** The Shop-Status group's fields (browser-safe: the screen renders them, the action reads them). */
import type { SettingsSection } from "#app/components/admin/settings/fields.ts";

export const STATUS_SECTIONS: readonly SettingsSection[] = [
  {
    title: "admin.settings.status.mode",
    fields: [
      {
        key: "shop.comingSoon",
        kind: "boolean",
        label: "admin.settings.field.comingSoon",
        help: "admin.settings.field.comingSoon.help",
      },
    ],
  },
  {
    title: "admin.settings.status.notice",
    fields: [
      { key: "shop.storeNoticeEnabled", kind: "boolean", label: "admin.settings.field.storeNoticeEnabled" },
      {
        key: "shop.storeNotice",
        kind: "textarea",
        label: "admin.settings.field.storeNotice",
        help: "admin.settings.field.storeNotice.help",
        maxLength: 500,
      },
    ],
  },
];
