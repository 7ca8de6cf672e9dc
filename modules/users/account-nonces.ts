/**
 * The nonce of each account form: WooCommerce's action names and hidden field names. A tiny
 * module of its own, so the browser bundle can import it without the validation code.
 */
export const ACCOUNT_NONCES = {
  login: { action: "woocommerce-login", field: "woocommerce-login-nonce" },
  register: { action: "woocommerce-register", field: "woocommerce-register-nonce" },
  lostPassword: { action: "lost_password", field: "woocommerce-lost-password-nonce" },
  resetPassword: { action: "reset_password", field: "woocommerce-reset-password-nonce" },
  editAccount: { action: "save_account_details", field: "save-account-details-nonce" },
  editAddress: { action: "woocommerce-edit_address", field: "woocommerce-edit-address-nonce" },
  logout: { action: "customer-logout", field: "_wpnonce" },
} as const;

export type AccountForm = keyof typeof ACCOUNT_NONCES;
