/** The comments' setting (WordPress's comment_previously_approved): approved commenters' next comments go live. */
import { z } from "zod";
import { registerSettings } from "../settings/registry.ts";

const commentSettings = registerSettings({
  /** "yes": a comment from an address with an approved comment is approved at once. */
  "comments.autoApproveKnown": { schema: z.enum(["yes", "no"]), default: "yes" },
});

type CommentSettings = typeof commentSettings;
declare module "../settings/registry.ts" {
  interface SettingDefinitions extends CommentSettings {}
}
