/**
 * The embeddable form has no rich text editor (Lexical alone is ~80 kB gzip, the embed's budget
 * is 30): vite.embed.config.ts puts this module in place of app/components/forms/rich-text.tsx,
 * so a `textarea_rte` field stays a plain textarea there (the server accepts plain text too).
 */
export const RichText = null;
