/**
 * The back office's URLs, one place (BRIEF "Back office": routes under /admin/). Used by admin
 * routes alone; the root layout's `isAdminPath` is app/lib/admin-path.ts.
 */
export const ADMIN_ROOT = "/admin/";

export const adminPaths = {
  dashboard: ADMIN_ROOT,
  login: "/admin/login/",
  logout: "/admin/logout/",
  reauth: "/admin/reauth/",
  setup: "/admin/setup/",
  /** An owner invitation's set-password page (`?token=`). */
  invitation: "/admin/invitation/",
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
  productNew: "/admin/products/new/",
  productsExport: "/admin/products/export.csv",
  coupons: "/admin/coupons/",
  /** A coupon's editor; "new" for a new one. */
  coupon: (id: number | "new") => `/admin/coupons/${id}/`,
  invoicesZip: "/admin/orders/invoices.zip",
  documents: "/admin/documents/",
  documentsExport: (file: "datev.csv" | "belege.csv") => `/admin/documents/export/${file}`,
  customers: "/admin/customers/",
  customer: (id: number | string) => `/admin/customers/${id}/`,
  posts: "/admin/posts/",
  post: (id: number | string) => `/admin/posts/${id}/`,
  postPreview: (id: number | string) => `/admin/posts/${id}/preview/`,
  pages: "/admin/pages/",
  menus: "/admin/menus/",
  page: (id: number | string) => `/admin/pages/${id}/`,
  pagePreview: (id: number | string) => `/admin/pages/${id}/preview/`,
  /** The editor's autosave endpoint, the revisions screen (issue 25 item 1). */
  entryAutosave: (kind: "post" | "page", id: number | "new") => `/admin/${kind}s/${id}/autosave/`,
  entryRevisions: (kind: "post" | "page", id: number) => `/admin/${kind}s/${id}/revisions/`,
  linkSearch: "/admin/content/link-search/",
  media: "/admin/media/",
  mediaItem: (id: number | string) => `/admin/media/${id}/`,
  mediaUpload: "/admin/media/upload/",
  mediaPicker: "/admin/media/picker/",
  vouchers: "/admin/vouchers/",
  voucher: (id: number | string) => `/admin/vouchers/${id}/`,
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
  formSubmissions: (id: number | string) => `/admin/forms/${id}/submissions/`,
  formSubmission: (id: number | string, sid: number | string) => `/admin/forms/${id}/submissions/${sid}/`,
  /** The filtered submissions as CSV (the list's own query string appended). */
  formSubmissionsCsv: (id: number | string) => `/admin/forms/${id}/submissions.csv`,
  formSubmissionFile: (id: number | string, sid: number | string, fileId: number | string) =>
    `/admin/forms/${id}/submissions/${sid}/files/${fileId}`,
  /** GDPR: a person's submissions across forms, found by e-mail address and erased. */
  formsErase: "/admin/forms/erase/",
  formsTrash: "/admin/forms/trash/",
  formsImport: "/admin/forms/import/",
  formEmbed: (id: number | string) => `/admin/forms/${id}/embed/`,
  formExport: (id: number | string) => `/admin/forms/${id}/export.nff`,
} as const;
