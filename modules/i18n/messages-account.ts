/** Texts of the customer account (login, registration, password, addresses). */
export const accountMessages = {
  de: {
    "account.title": "Mein Konto",
  },
  en: {
    "account.title": "My account",
  },
} as const;
