/**
 * Every area's settings. The entry points (server build, CLI, seed, tests, bench) import this
 * once, before anything reads a setting; it lives outside modules/settings so that settings
 * depends on no area.
 */
import "./settings/core.ts";
import "./theme/settings.ts";
import "./checkout/settings.ts";
import "./checkout/payment-settings.ts";
import "./forms/settings.ts";
import "./attribution/setting-definitions.ts";
import "./search/settings.ts";
import "./forms/captcha/settings.ts";
import "./owner-auth/settings.ts";
import "./legal/settings.ts";
import "./documents/settings.ts";
import "./documents/export/settings.ts";
import "./tax/settings.ts";
import "./stock/settings.ts";
import "./comments/settings.ts";
import "./consent/settings.ts";
import "./mail/settings.ts";
import "./setup-wizard/settings.ts";
import { sealSettings } from "./settings/registry.ts";

sealSettings();
