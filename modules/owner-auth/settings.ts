/** The back office's security settings (administrators only: a shop manager may not change them). */
import { z } from "zod";
import { registerSettings } from "../settings/registry.ts";

const securitySettings = registerSettings({
  /** Every owner must sign in with a TOTP code; an owner without one is sent to set it up. */
  "security.requireTwoFactor": { schema: z.boolean(), default: false },
});

type SecuritySettings = typeof securitySettings;
declare module "../settings/registry.ts" {
  interface SettingDefinitions extends SecuritySettings {}
}
