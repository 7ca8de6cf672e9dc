/** The withdrawal form's nonce: a tiny module of its own, so the page's JavaScript can name the field. */
export const WITHDRAWAL_NONCE = { action: "laden-withdrawal", field: "laden-withdrawal-nonce" } as const;
