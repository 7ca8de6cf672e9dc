/** Live search's settings: the search forms and which one the header and the search page show. */
import { z } from "zod";
import { registerSettings } from "../settings/registry.ts";
import { DEFAULT_SEARCH_FORMS, searchFormsSchema } from "./forms.ts";

const searchSettings = registerSettings({
  /** Live search forms (modules/search/forms.ts) and which one the header and the search page show. */
  "search.forms": { schema: searchFormsSchema, default: DEFAULT_SEARCH_FORMS },
  "search.headerFormId": { schema: z.number().int().min(1), default: 1 },
  "search.pageFormId": { schema: z.number().int().min(1), default: 2 },
});

type SearchSettings = typeof searchSettings;
declare module "../settings/registry.ts" {
  interface SettingDefinitions extends SearchSettings {}
}
