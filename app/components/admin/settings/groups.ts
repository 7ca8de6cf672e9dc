/**
 * The settings groups as an owner thinks of them (issue 21, 27), in the overview's order. A group
 * is listed only when its screen works. `administratorOnly`: a shop manager may not open it
 * (docs/back-office/settings.md lists which and why).
 */
import type { MessageKey } from "#modules/i18n/index.ts";

export type SettingsGroup = {
  id: string;
  label: MessageKey;
  description: MessageKey;
  administratorOnly: boolean;
};

export const SETTINGS_GROUPS: readonly SettingsGroup[] = [
  {
    id: "general",
    label: "admin.settings.group.general",
    description: "admin.settings.group.general.description",
    administratorOnly: false,
  },
  {
    id: "legal",
    label: "admin.settings.group.legal",
    description: "admin.settings.group.legal.description",
    administratorOnly: true,
  },
  {
    id: "shipping",
    label: "admin.settings.group.shipping",
    description: "admin.settings.group.shipping.description",
    administratorOnly: false,
  },
  {
    id: "taxes",
    label: "admin.settings.group.taxes",
    description: "admin.settings.group.taxes.description",
    administratorOnly: false,
  },
  {
    id: "payments",
    label: "admin.settings.group.payments",
    description: "admin.settings.group.payments.description",
    administratorOnly: false,
  },
  {
    id: "appearance",
    label: "admin.settings.group.appearance",
    description: "admin.settings.group.appearance.description",
    administratorOnly: false,
  },
  {
    id: "accounting",
    label: "admin.settings.group.accounting",
    description: "admin.settings.group.accounting.description",
    administratorOnly: true,
  },
  {
    id: "emails",
    label: "admin.settings.group.emails",
    description: "admin.settings.group.emails.description",
    administratorOnly: false,
  },
  {
    id: "status",
    label: "admin.settings.group.status",
    description: "admin.settings.group.status.description",
    administratorOnly: false,
  },
  {
    id: "privacy",
    label: "admin.settings.group.privacy",
    description: "admin.settings.group.privacy.description",
    administratorOnly: true,
  },
  {
    id: "users",
    label: "admin.settings.group.users",
    description: "admin.settings.group.users.description",
    administratorOnly: true,
  },
];

export function settingsGroup(id: string): SettingsGroup {
  const group = SETTINGS_GROUPS.find((g) => g.id === id);
  if (!group) throw new Error(`unknown settings group ${id}`);
  return group;
}
