/** The one URL map of the site: WooCommerce/WordPress default URLs, English under /en/. */
import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** The customer account (WooCommerce's my-account endpoints). */
const account = (prefix: "" | "en/", idPrefix: string) => [
  route(`${prefix}my-account`, "routes/account/my-account.tsx", { id: `${idPrefix}my-account` }),
  route(`${prefix}my-account/edit-account`, "routes/account/edit-account.tsx", {
    id: `${idPrefix}edit-account`,
  }),
  route(`${prefix}my-account/edit-address`, "routes/account/edit-address.tsx", {
    id: `${idPrefix}edit-address`,
  }),
  route(`${prefix}my-account/edit-address/:kind`, "routes/account/edit-address-form.tsx", {
    id: `${idPrefix}edit-address-form`,
  }),
  route(`${prefix}my-account/lost-password`, "routes/account/lost-password.tsx", {
    id: `${idPrefix}lost-password`,
  }),
  route(`${prefix}my-account/orders`, "routes/account/orders.tsx", { id: `${idPrefix}orders` }),
  route(`${prefix}my-account/orders/:page`, "routes/account/orders.tsx", { id: `${idPrefix}orders-page` }),
  route(`${prefix}my-account/view-order/:id`, "routes/account/view-order.tsx", {
    id: `${idPrefix}view-order`,
  }),
  route(`${prefix}my-account/view-order/:id/documents/:file`, "routes/account/order-document.ts", {
    id: `${idPrefix}order-document`,
  }),
  route(`${prefix}vertrag-widerrufen`, "routes/orders/withdrawal.tsx", { id: `${idPrefix}withdrawal` }),
  route(`${prefix}my-account/customer-logout`, "routes/account/logout.tsx", {
    id: `${idPrefix}customer-logout`,
  }),
];

/** The checkout (WooCommerce's checkout endpoints and German Market's confirm step). */
const checkout = (prefix: "" | "en/", idPrefix: string) => [
  route(`${prefix}checkout`, "routes/checkout/checkout.tsx", { id: `${idPrefix}checkout` }),
  route(`${prefix}checkout/confirm`, "routes/checkout/confirm.tsx", { id: `${idPrefix}checkout-confirm` }),
  route(`${prefix}checkout/order-received/:id`, "routes/checkout/order-received.tsx", {
    id: `${idPrefix}order-received`,
  }),
  route(`${prefix}checkout/order-pay/:id`, "routes/checkout/order-pay.tsx", { id: `${idPrefix}order-pay` }),
];

/** The blog: home, single posts and the archives, each list with /page/N/. */
const blog = (prefix: "" | "en/", idPrefix: string) => [
  route(`${prefix}blog`, "routes/blog/list.tsx", { id: `${idPrefix}blog` }),
  route(`${prefix}blog/page/:page`, "routes/blog/list.tsx", { id: `${idPrefix}blog-page` }),
  route(`${prefix}blog/:slug`, "routes/blog/post.tsx", { id: `${idPrefix}blog-post` }),
  // Page N of a post's comments: /blog/SLUG/comment-page-N/ (the loader checks the segment).
  route(`${prefix}blog/:slug/:cpage`, "routes/blog/post.tsx", { id: `${idPrefix}blog-post-comments` }),
  ...(["category", "tag", "author"] as const).flatMap((kind) => [
    route(`${prefix}${kind}/:slug`, "routes/blog/list.tsx", { id: `${idPrefix}blog-${kind}` }),
    route(`${prefix}${kind}/:slug/page/:page`, "routes/blog/list.tsx", {
      id: `${idPrefix}blog-${kind}-page`,
    }),
  ]),
  route(`${prefix}:year/:month`, "routes/blog/list.tsx", { id: `${idPrefix}blog-month` }),
  route(`${prefix}:year/:month/page/:page`, "routes/blog/list.tsx", { id: `${idPrefix}blog-month-page` }),
];

/** The blog's feeds (WordPress's URLs), RSS and Atom. */
const feeds = (prefix: "" | "en/", idPrefix: string) =>
  [
    "feed",
    "feed/atom",
    "comments/feed",
    "comments/feed/atom",
    "category/:slug/feed",
    "category/:slug/feed/atom",
  ].map((path) =>
    route(`${prefix}${path}`, "routes/resources/feed.ts", {
      id: `${idPrefix}${path.replace(/:slug\//, "").replace(/\//g, "-")}`,
    }),
  );

const localised = (prefix: "" | "en/", idPrefix: string) => [
  route(`${prefix}shop`, "routes/shop/listing.tsx", { id: `${idPrefix}shop` }),
  route(`${prefix}shop/page/:page`, "routes/shop/listing.tsx", { id: `${idPrefix}shop-page` }),
  route(`${prefix}product-category/:slug`, "routes/shop/listing.tsx", { id: `${idPrefix}category` }),
  route(`${prefix}product-category/:slug/page/:page`, "routes/shop/listing.tsx", {
    id: `${idPrefix}category-page`,
  }),
  route(`${prefix}product-tag/:slug`, "routes/shop/listing.tsx", { id: `${idPrefix}tag` }),
  route(`${prefix}product-tag/:slug/page/:page`, "routes/shop/listing.tsx", { id: `${idPrefix}tag-page` }),
  route(`${prefix}product/:slug`, "routes/shop/product.tsx", { id: `${idPrefix}product` }),
  route(`${prefix}cart`, "routes/shop/cart.tsx", { id: `${idPrefix}cart` }),
  ...blog(prefix, idPrefix),
  ...feeds(prefix, idPrefix),
  ...checkout(prefix, idPrefix),
  ...account(prefix, idPrefix),
];

/**
 * The back office (BRIEF "Back office"): one layout route that checks the owner, its screens as
 * children. The owner sign-in, sign-out and first-owner setup sit beside it (no shell).
 */
const admin = [
  route("admin/login", "routes/admin/login.tsx", { id: "admin-login" }),
  route("admin/logout", "routes/admin/logout.tsx", { id: "admin-logout" }),
  route("admin/reauth", "routes/admin/reauth.ts", { id: "admin-reauth" }),
  route("admin/setup", "routes/admin/setup.tsx", { id: "admin-setup" }),
  route("admin/invitation", "routes/admin/invitation.tsx", { id: "admin-invitation" }),
  route("admin", "routes/admin/layout.tsx", { id: "admin" }, [
    index("routes/admin/dashboard.tsx", { id: "admin-dashboard" }),
    route("audit", "routes/admin/audit.tsx", { id: "admin-audit" }),
    route("jobs", "routes/admin/jobs.tsx", { id: "admin-jobs" }),
    route("profile", "routes/admin/profile.tsx", { id: "admin-profile" }),
    route("settings", "routes/admin/settings/index.tsx", { id: "admin-settings" }),
    route("settings/general", "routes/admin/settings/general.tsx", { id: "admin-settings-general" }),
    route("settings/status", "routes/admin/settings/status.tsx", { id: "admin-settings-status" }),
    route("settings/emails", "routes/admin/settings/emails.tsx", { id: "admin-settings-emails" }),
    route("settings/emails/:mail", "routes/admin/settings/email.tsx", { id: "admin-settings-email" }),
    route("settings/legal", "routes/admin/settings/legal.tsx", { id: "admin-settings-legal" }),
    route("settings/shipping", "routes/admin/settings/shipping.tsx", { id: "admin-settings-shipping" }),
    route("settings/shipping/:zone", "routes/admin/settings/shipping-zone.tsx", {
      id: "admin-settings-shipping-zone",
    }),
    route("settings/payments", "routes/admin/settings/payments.tsx", { id: "admin-settings-payments" }),
    route("settings/taxes", "routes/admin/settings/taxes.tsx", { id: "admin-settings-taxes" }),
    route("settings/accounting", "routes/admin/settings/accounting.tsx", { id: "admin-settings-accounting" }),
    route("settings/privacy", "routes/admin/settings/privacy.tsx", { id: "admin-settings-privacy" }),
    route("settings/users", "routes/admin/settings/users.tsx", { id: "admin-settings-users" }),
    route("settings/appearance", "routes/admin/settings/appearance.tsx", { id: "admin-settings-appearance" }),
    route("setup-wizard/:step?", "routes/admin/setup-wizard/wizard.tsx", { id: "admin-setup-wizard" }),
    route("documents", "routes/admin/documents/list.tsx", { id: "admin-documents" }),
    route("orders/:id", "routes/admin/orders/order.tsx", { id: "admin-order" }),
    route("orders", "routes/admin/orders/list.tsx", { id: "admin-orders" }),
    route("products", "routes/admin/products/list.tsx", { id: "admin-products" }),
    route("products/import", "routes/admin/products/import.tsx", { id: "admin-products-import" }),
    route("products/new", "routes/admin/products/new.tsx", { id: "admin-product-new" }),
    route("products/:id", "routes/admin/products/edit.tsx", { id: "admin-product" }),
    route("products/attributes", "routes/admin/products/attributes.tsx", { id: "admin-product-attributes" }),
    route("products/:id/variations", "routes/admin/products/variations.tsx", {
      id: "admin-product-variations",
    }),
    route("products/categories", "routes/admin/products/categories.tsx", { id: "admin-product-categories" }),
    route("products/tags", "routes/admin/products/tags.tsx", { id: "admin-product-tags" }),
    route("coupons", "routes/admin/coupons/list.tsx", { id: "admin-coupons" }),
    route("coupons/:id", "routes/admin/coupons/edit.tsx", { id: "admin-coupon" }),
    route("customers", "routes/admin/customers/list.tsx", { id: "admin-customers" }),
    route("customers/:id", "routes/admin/customers/detail.tsx", { id: "admin-customer" }),
    route("customers/:id/erase", "routes/admin/customers/erase.tsx", { id: "admin-customer-erase" }),
    route("posts", "routes/admin/posts/list.tsx", { id: "admin-posts" }),
    route("posts/:id", "routes/admin/posts/edit.tsx", { id: "admin-post" }),
    route("pages", "routes/admin/pages/list.tsx", { id: "admin-pages" }),
    route("pages/:id", "routes/admin/pages/edit.tsx", { id: "admin-page" }),
    route("menus", "routes/admin/menus/list.tsx", { id: "admin-menus" }),
    route("posts/:id/revisions", "routes/admin/posts/revisions.tsx", { id: "admin-post-revisions" }),
    route("pages/:id/revisions", "routes/admin/pages/revisions.tsx", { id: "admin-page-revisions" }),
    route("media", "routes/admin/media/library.tsx", { id: "admin-media" }),
    route("media/:id", "routes/admin/media/detail.tsx", { id: "admin-media-item" }),
    route("comments", "routes/admin/comments/list.tsx", { id: "admin-comments" }),
    route("redirects", "routes/admin/redirects/list.tsx", { id: "admin-redirects" }),
    route("vouchers", "routes/admin/vouchers/list.tsx", { id: "admin-vouchers" }),
    route("vouchers/:id", "routes/admin/vouchers/detail.tsx", { id: "admin-voucher" }),
    route("redirects/:id", "routes/admin/redirects/edit.tsx", { id: "admin-redirect" }),
    route("forms", "routes/admin/forms/list.tsx", { id: "admin-forms" }),
    route("forms/erase", "routes/admin/forms/submissions-erase.tsx", { id: "admin-forms-erase" }),
    route("forms/trash", "routes/admin/forms/trash.tsx", { id: "admin-forms-trash" }),
    route("forms/import", "routes/admin/forms/import.tsx", { id: "admin-forms-import" }),
    route("forms/:id/embed", "routes/admin/forms/embed.tsx", { id: "admin-form-embed" }),
    route("forms/:id", "routes/admin/forms/builder.tsx", { id: "admin-form" }),
    route("forms/:id/submissions", "routes/admin/forms/submissions.tsx", { id: "admin-form-submissions" }),
    route("forms/:id/submissions/:sid", "routes/admin/forms/submissions-detail.tsx", {
      id: "admin-form-submission",
    }),
    route("customers/:id/export/:format", "routes/admin/customers/export.ts", {
      id: "admin-customer-export",
    }),
  ]),
  // The library's upload by XHR (JSON per file, outside the layout; it checks the owner itself).
  route("admin/media/upload", "routes/admin/media/upload.ts", { id: "admin-media-upload" }),
  route("admin/posts/:id/preview", "routes/admin/posts/preview.ts", { id: "admin-post-preview" }),
  route("admin/pages/:id/preview", "routes/admin/pages/preview.ts", { id: "admin-page-preview" }),
  // The editor's autosave and the link dialog's search (JSON, outside the layout).
  route("admin/posts/:id/autosave", "routes/admin/posts/autosave.ts", { id: "admin-post-autosave" }),
  route("admin/pages/:id/autosave", "routes/admin/pages/autosave.ts", { id: "admin-page-autosave" }),
  route("admin/content/link-search", "routes/admin/content/link-search.ts", { id: "admin-link-search" }),
  // The pickers' JSON view of the library (rich-text image, product image and gallery).
  route("admin/media/picker", "routes/admin/media/picker.ts", { id: "admin-media-picker" }),
  // A resource route outside the layout: the CSV is a download, not a page (it checks the owner itself).
  route("admin/orders/export.csv", "routes/admin/orders/export-csv.ts", { id: "admin-orders-export" }),
  route("admin/forms/:id/export.nff", "routes/admin/forms/export-nff.ts", { id: "admin-form-export" }),
  route("admin/forms/:id/submissions.csv", "routes/admin/forms/submissions-csv.ts", {
    id: "admin-form-submissions-csv",
  }),
  route("admin/forms/:id/submissions/:sid/files/:fid", "routes/admin/forms/submissions-file.ts", {
    id: "admin-form-submission-file",
  }),
  route("admin/products/export.csv", "routes/admin/products/export-csv.ts", { id: "admin-products-export" }),
  route("admin/orders/invoices.zip", "routes/admin/orders/invoices-zip.ts", {
    id: "admin-orders-invoices-zip",
  }),
  route("admin/documents/export/:file", "routes/admin/documents/export.ts", { id: "admin-documents-export" }),
  route("admin/orders/:id/documents/:file", "routes/admin/orders/document-pdf.ts", {
    id: "admin-order-document",
  }),
  route("admin/orders/:id/delivery-note.pdf", "routes/admin/orders/document-pdf.ts", {
    id: "admin-order-delivery-note",
  }),
];

export default [
  index("routes/home.tsx"),
  ...admin,
  route("en", "routes/home.tsx", { id: "en-home" }),
  ...localised("", ""),
  ...localised("en/", "en-"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("forms/:id", "routes/forms/form.tsx", { id: "form" }),
  route("en/forms/:id", "routes/forms/form.tsx", { id: "en-form" }),
  route("en/*", "routes/pages/page.tsx", { id: "en-page" }),
  route("*", "routes/pages/page.tsx"),
] satisfies RouteConfig;
