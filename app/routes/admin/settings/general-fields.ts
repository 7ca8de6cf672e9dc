/** The Allgemein group's fields (browser-safe: the screen renders them, the action reads them). */
import type { SettingsSection } from "#app/components/admin/settings/fields.ts";

export const GENERAL_SECTIONS: readonly SettingsSection[] = [
  {
    title: "admin.settings.general.site",
    fields: [
      {
        key: "site.name",
        kind: "text",
        label: "admin.settings.field.siteName",
        help: "admin.settings.field.siteName.help",
        maxLength: 80,
      },
      {
        key: "site.tagline",
        kind: "text",
        label: "admin.settings.field.siteTagline",
        help: "admin.settings.field.siteTagline.help",
        maxLength: 160,
      },
      {
        key: "site.origin",
        kind: "url",
        label: "admin.settings.field.siteOrigin",
        help: "admin.settings.field.siteOrigin.help",
      },
      {
        key: "shop.orderNotificationEmail",
        kind: "email",
        label: "admin.settings.field.orderEmail",
        help: "admin.settings.field.orderEmail.help",
      },
    ],
  },
  {
    title: "admin.settings.general.lists",
    fields: [
      {
        key: "shop.productsPerPage",
        kind: "integer",
        label: "admin.settings.field.productsPerPage",
        help: "admin.settings.field.productsPerPage.help",
      },
      {
        key: "blog.postsPerPage",
        kind: "integer",
        label: "admin.settings.field.postsPerPage",
        help: "admin.settings.field.postsPerPage.help",
      },
      {
        key: "shop.cartRedirectAfterAdd",
        kind: "yesno",
        label: "admin.settings.field.cartRedirect",
        help: "admin.settings.field.cartRedirect.help",
      },
    ],
  },
  {
    title: "admin.settings.general.stock",
    fields: [
      {
        key: "stock.lowStockAmount",
        kind: "integer",
        label: "admin.settings.field.lowStockAmount",
        help: "admin.settings.field.lowStockAmount.help",
      },
    ],
  },
  {
    title: "adminComments.settings.section",
    fields: [
      {
        key: "comments.autoApproveKnown",
        kind: "yesno",
        label: "adminComments.settings.autoApprove",
        help: "adminComments.settings.autoApprove.help",
      },
    ],
  },
];
