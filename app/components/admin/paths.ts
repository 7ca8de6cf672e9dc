/**
 * The back office's URLs, one place (BRIEF "Back office": routes under /admin/). Browser-safe:
 * storefront code may import `isAdminPath` only (the root layout decides on it); everything else
 * here is used by admin routes alone.
 */
export const ADMIN_ROOT = "/admin/";

export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

export const adminPaths = {
  dashboard: ADMIN_ROOT,
  login: "/admin/login/",
  logout: "/admin/logout/",
  reauth: "/admin/reauth/",
  setup: "/admin/setup/",
  orders: "/admin/orders/",
  order: (id: number | string) => `/admin/orders/${id}/`,
  /** The stored PDF, or ("xml") its XRechnung. */
  orderDocument: (id: number | string, documentId: number, type: "pdf" | "xml" = "pdf") =>
    `/admin/orders/${id}/documents/${documentId}.${type}`,
  deliveryNote: (id: number | string) => `/admin/orders/${id}/delivery-note.pdf`,
  products: "/admin/products/",
  product: (id: number | string) => `/admin/products/${id}/`,
  productCategories: "/admin/products/categories/",
  productTags: "/admin/products/tags/",
  productsImport: "/admin/products/import/",
  productsExport: "/admin/products/export.csv",
  invoicesZip: "/admin/orders/invoices.zip",
  documents: "/admin/documents/",
  documentsExport: (file: "datev.csv" | "belege.csv") => `/admin/documents/export/${file}`,
  customers: "/admin/customers/",
  customer: (id: number | string) => `/admin/customers/${id}/`,
  media: "/admin/media/",
  mediaItem: (id: number | string) => `/admin/media/${id}/`,
  mediaUpload: "/admin/media/upload/",
  mediaPicker: "/admin/media/picker/",
  audit: "/admin/audit/",
  jobs: "/admin/jobs/",
  profile: "/admin/profile/",
  settings: "/admin/settings/",
  settingsGroup: (id: string) => `/admin/settings/${id}/`,
  redirects: "/admin/redirects/",
  comments: "/admin/comments/",
  redirect: (id: number | string) => `/admin/redirects/${id}/`,
  forms: "/admin/forms/",
  form: (id: number | string) => `/admin/forms/${id}/`,
  /** A form's own page on the site (live forms only). */
  formPage: (id: number | string) => `/forms/${id}/`,
} as const;
