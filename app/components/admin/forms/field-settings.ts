/**
 * Which spec §3 setting the builder's side panel shows for which field type, described as data
 * (key, kind, the types it applies to) and rendered by one panel (field-panel.tsx). Labels are
 * `adminForms.setting.<key>` in the admin catalogue.
 */
import type { FieldDef } from "#modules/forms/engine/types.ts";

export type SettingKind = "text" | "textarea" | "bool" | "int" | "select" | "fieldRef";

export type SettingDef = {
  key: keyof FieldDef;
  kind: SettingKind;
  /** Choices of a select (stored value → label key suffix `adminForms.choice.<value>`). */
  choices?: readonly string[];
  /** The field types it applies to; omitted: every type. */
  types?: readonly string[];
  /** A fieldRef's candidates by type (undefined: any other field). */
  refTypes?: readonly string[];
};

const TEXTLIKE = ["textbox", "email", "phone", "textarea", "password", "confirm"];
const LISTS = ["listcheckbox", "listradio", "listselect", "listmultiselect", "listimage", "terms"];
const CAPTCHAS = ["recaptcha", "recaptcha_v3", "turnstile", "hcaptcha"];
const INPUTS = [
  ...TEXTLIKE,
  ...LISTS,
  "number",
  "quantity",
  "date",
  "checkbox",
  "starrating",
  "product",
  "file_upload",
  "repeater",
];
const LABELLED = [...INPUTS, "total", "shipping", "hidden", ...CAPTCHAS, "proofofwork", "html"];

export const FIELD_SETTINGS: readonly SettingDef[] = [
  { key: "label", kind: "text", types: [...LABELLED, "submit"] },
  { key: "key", kind: "text" },
  {
    key: "label_pos",
    kind: "select",
    choices: ["default", "above", "below", "left", "right", "hidden"],
    types: INPUTS,
  },
  { key: "required", kind: "bool", types: INPUTS },
  { key: "placeholder", kind: "text", types: [...TEXTLIKE, "number", "quantity", "date"] },
  {
    key: "default_value",
    kind: "text",
    types: [...TEXTLIKE, "number", "quantity", "hidden", "listselect", "listradio"],
  },
  { key: "desc_text", kind: "textarea", types: INPUTS },
  { key: "desc_pos", kind: "select", choices: ["before", "after", "none"], types: INPUTS },
  { key: "help_text", kind: "textarea", types: INPUTS },
  { key: "content", kind: "textarea", types: ["html"] },
  { key: "num_min", kind: "text", types: ["number", "quantity"] },
  { key: "num_max", kind: "text", types: ["number", "quantity"] },
  { key: "num_step", kind: "text", types: ["number", "quantity"] },
  { key: "input_limit", kind: "int", types: ["textbox", "textarea"] },
  {
    key: "input_limit_type",
    kind: "select",
    choices: ["characters", "words"],
    types: ["textbox", "textarea"],
  },
  { key: "input_limit_msg", kind: "text", types: ["textbox", "textarea"] },
  {
    key: "mask",
    kind: "select",
    choices: ["", "date-european", "us-phone", "de-phone", "plz", "currency", "custom"],
    types: ["textbox", "phone"],
  },
  { key: "custom_mask", kind: "text", types: ["textbox", "phone"] },
  { key: "date_mode", kind: "select", choices: ["date_only", "date_and_time", "time_only"], types: ["date"] },
  { key: "date_format", kind: "text", types: ["date"] },
  { key: "year_range_start", kind: "int", types: ["date"] },
  { key: "year_range_end", kind: "int", types: ["date"] },
  { key: "hours_24", kind: "bool", types: ["date"] },
  { key: "minute_increment", kind: "int", types: ["date"] },
  { key: "date_default", kind: "bool", types: ["date"] },
  { key: "number_of_stars", kind: "int", types: ["starrating"] },
  { key: "min_sets", kind: "int", types: ["repeater"] },
  {
    key: "product_type",
    kind: "select",
    choices: ["single", "user", "hidden", "dropdown"],
    types: ["product"],
  },
  { key: "product_price", kind: "text", types: ["product"] },
  { key: "product_use_quantity", kind: "bool", types: ["product"] },
  { key: "product_assignment", kind: "fieldRef", refTypes: ["product"], types: ["quantity"] },
  { key: "shipping_cost", kind: "text", types: ["shipping"] },
  { key: "site_key", kind: "text", types: CAPTCHAS },
  { key: "size", kind: "select", choices: ["normal", "compact", "invisible"], types: ["recaptcha"] },
  { key: "processing_label", kind: "text", types: ["submit"] },
  { key: "checked_value", kind: "text", types: ["checkbox"] },
  { key: "unchecked_value", kind: "text", types: ["checkbox"] },
  { key: "checked_calc_value", kind: "text", types: ["checkbox"] },
  { key: "unchecked_calc_value", kind: "text", types: ["checkbox"] },
  { key: "textarea_rte", kind: "bool", types: ["textarea"] },
  { key: "textarea_media", kind: "bool", types: ["textarea"] },
  { key: "multi_size", kind: "int", types: ["listmultiselect"] },
  { key: "dropdown_max_selection", kind: "int", types: ["listmultiselect"] },
  {
    key: "list_orientation",
    kind: "select",
    choices: ["vertical", "horizontal"],
    types: ["listradio", "listcheckbox", "listimage", "terms"],
  },
  { key: "num_columns", kind: "int", types: ["listimage"] },
  { key: "show_option_labels", kind: "bool", types: ["listimage"] },
  { key: "allow_multi_select", kind: "bool", types: ["listimage"] },
  { key: "show_other", kind: "bool", types: ["listradio", "listcheckbox"] },
  { key: "upload_types", kind: "text", types: ["file_upload"] },
  { key: "max_file_size", kind: "int", types: ["file_upload"] },
  { key: "upload_multi_count", kind: "int", types: ["file_upload"] },
  { key: "mirror_field", kind: "fieldRef", refTypes: TEXTLIKE, types: TEXTLIKE },
  { key: "confirm_field", kind: "fieldRef", refTypes: TEXTLIKE, types: ["confirm"] },
  { key: "disable_input", kind: "bool", types: [...TEXTLIKE, "number"] },
  { key: "disable_browser_autocomplete", kind: "bool", types: TEXTLIKE },
  { key: "custom_autocomplete", kind: "text", types: TEXTLIKE },
  { key: "visible", kind: "bool" },
  { key: "container_class", kind: "text" },
  { key: "classes", kind: "text", types: [...INPUTS, "submit", "hidden"] },
];

/** The settings the panel shows for a field of this type. */
export function settingsFor(type: string): SettingDef[] {
  return FIELD_SETTINGS.filter((s) => !s.types || s.types.includes(type));
}

/** Whether the field edits options (list types; the image list its image options). */
export const hasOptions = (type: string): boolean => LISTS.includes(type);
