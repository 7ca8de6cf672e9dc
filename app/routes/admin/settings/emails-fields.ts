/** The E-Mails group's sender fields (browser-safe: the screen renders them, the action reads them). */
import type { SettingsSection } from "#app/components/admin/settings/fields.ts";

export const EMAILS_GROUP = "emails";

/** `mailFrom`: the server's MAIL_FROM, named in the address's help. */
export function senderSections(mailFrom: string): readonly SettingsSection[] {
  return [
    {
      title: "admin.settings.emails.sender",
      help: "admin.settings.emails.sender.help",
      fields: [
        {
          key: "mail.fromName",
          kind: "text",
          label: "admin.settings.emails.field.fromName",
          help: "admin.settings.emails.field.fromName.help",
          maxLength: 100,
        },
        {
          key: "mail.fromAddress",
          kind: "email",
          label: "admin.settings.emails.field.fromAddress",
          help: "admin.settings.emails.field.fromAddress.help",
          helpParams: { mailFrom },
          maxLength: 254,
        },
      ],
    },
  ];
}
