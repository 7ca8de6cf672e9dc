/** The forms' settings: submission rate, upload size, notification address, embedding origins. */
import { z } from "zod";
import { registerSettings } from "../settings/registry.ts";

const formsSettings = registerSettings({
  /** Form submissions accepted per client (IP) and minute; more answer 429 with Retry-After. */
  "forms.submitsPerMinute": {
    schema: z
      .number()
      .int("eine ganze Zahl")
      .min(1, "mindestens 1 pro Minute")
      .max(10_000, "höchstens 10.000 pro Minute"),
    default: 20,
  },
  /** The largest file a form field accepts (MB); a field's `max_file_size` can only lower it. */
  "forms.uploadMaxMb": { schema: z.number().min(0.1).max(64), default: 10 },
  /** Where `{system:admin_email}` in form e-mails goes; empty = shop.orderNotificationEmail, then legal.email. */
  "forms.notificationEmail": { schema: z.union([z.literal(""), z.email()]), default: "" },
  /**
   * Sites that may embed forms with `/embed/forms.js` (their origins, e.g.
   * `https://partner.example`): they may read form definitions and send `nf_ajax_submit` across
   * origins (CORS); every other origin is refused with 403. Empty: no embedding.
   */
  "forms.embedOrigins": {
    schema: z.array(
      z
        .string()
        .trim()
        .regex(/^https?:\/\/[a-z0-9.-]+(:[0-9]{1,5})?\/?$/i, "Ursprung als https://host[:port] angeben")
        .transform((o) => o.replace(/\/$/, "").toLowerCase()),
    ),
    default: [] as string[],
  },
});

type FormsSettings = typeof formsSettings;
declare module "../settings/registry.ts" {
  interface SettingDefinitions extends FormsSettings {}
}
