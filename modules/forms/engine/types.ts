/**
 * The form definition the engine runs on, in the browser and on the server alike.
 * Names follow the spec (§3) and Ninja Forms' settings so an imported form keeps its meaning.
 * Plain data only (JSON-serialisable): the server stores it, the page embeds it.
 */

export type FieldValue = string | string[] | boolean | DateTimeValue;

/** §4: date and time values are merged into one object before submit. */
export type DateTimeValue = { date: string; hour?: string; minute?: string; ampm?: string };

export type FieldOption = {
  label: string;
  value: string;
  /** Calc value used by `{field:key:calc}`. */
  calc?: string;
  selected?: boolean;
  /** Hidden options are not rendered (and cannot be submitted). */
  visible?: boolean;
  /** Image list: image URL and alt text. */
  image?: string;
  alt?: string;
};

export type LabelPos = "above" | "below" | "left" | "right" | "hidden" | "default";

export type FieldDef = {
  id: number;
  key: string;
  type: string;
  /** The base type an unusual type renders as (e.g. `firstname` → `textbox`). */
  parentType?: string;
  order: number;
  label: string;
  label_pos?: LabelPos;
  desc_pos?: "before" | "after" | "none";
  desc_text?: string;
  container_class?: string;
  /** Classes of the input element (Ninja Forms' `element_class`). */
  classes?: string;
  placeholder?: string;
  required?: boolean;
  /** Initial visibility (conditions may change it). Default true. */
  visible?: boolean;
  disabled?: boolean;
  /** Key of a field whose value this field copies while it is clean. */
  mirror_field?: string;
  /** Confirm field: key of the field whose value must be repeated. */
  confirm_field?: string;
  /** Password confirm: key of the password field. */
  confirm_with?: string;
  mask?: string;
  custom_mask?: string;
  input_limit?: number;
  input_limit_type?: "characters" | "words";
  input_limit_msg?: string;
  help_text?: string;
  default_value?: string;
  options?: FieldOption[];
  image_options?: FieldOption[];
  show_other?: boolean;
  disable_input?: boolean;
  disable_browser_autocomplete?: boolean;
  custom_autocomplete?: string;
  /** Ninja Forms' custom name attribute. */
  custom_name_attribute?: string;
  date_mode?: "date_only" | "date_and_time" | "time_only";
  date_format?: string;
  date_default?: boolean;
  year_range_start?: number;
  year_range_end?: number;
  hours_24?: boolean;
  selected_hour?: string;
  selected_minute?: string;
  selected_ampm?: string;
  minute_increment?: number;
  num_min?: string;
  num_max?: string;
  num_step?: string;
  number_of_stars?: number;
  product_type?: "single" | "user" | "hidden" | "dropdown";
  product_price?: string;
  product_use_quantity?: boolean;
  /** Quantity field: id of the product field it counts. */
  product_assignment?: number;
  shipping_cost?: string;
  site_key?: string;
  processing_label?: string;
  checked_calc_value?: string;
  unchecked_calc_value?: string;
  /** Values of a single checkbox shown in display fields. */
  checked_value?: string;
  unchecked_value?: string;
  multi_size?: number;
  /** Searchable dropdown (docs/decisions/003-forms.md): a GET endpoint for remote terms (`q`, `page`). */
  dropdown_source?: string;
  dropdown_min_input?: number;
  dropdown_max_input?: number;
  /** A multi-select's most choices (§8 "You can only select N item(s)"); 0/unset = no limit. */
  dropdown_max_selection?: number;
  textarea_rte?: boolean;
  textarea_media?: boolean;
  allow_multi_select?: boolean;
  list_orientation?: "vertical" | "horizontal";
  num_columns?: number;
  show_option_labels?: boolean;
  /** Upload (ADR 011): allowed extensions (comma list), largest file (MB), most files. */
  upload_types?: string;
  max_file_size?: number;
  upload_multi_count?: number;
  /** Searchable dropdown (long lists): minimum and maximum input length, close on select. */
  searchable?: boolean;
  /** html field content / display text (may hold `{calc:name}` and `{field:key}` tags). */
  content?: string;
  /** reCAPTCHA v2: "invisible" runs without a checkbox (refreshed every 110000 ms). */
  size?: "normal" | "compact" | "invisible";
  /** Repeater: template sub-fields. */
  fields?: FieldDef[];
  /** Repeater: fewest sets (default 1; 0 lets a visitor send none, e.g. no companions). */
  min_sets?: number;
};

export type Calculation = { name: string; eq: string; dec?: number };

export type ConditionComparator =
  | "equal"
  | "notequal"
  | "contains"
  | "notcontains"
  | "greater"
  | "less"
  | "empty"
  | "notempty"
  | "checked"
  | "unchecked";

export type ConditionWhen = { key: string; comparator: ConditionComparator; value?: string };
/** Show or hide a field, or make it required or optional (Ninja Forms' `set_required`/`unset_required`). */
export type ConditionTrigger = "show_field" | "hide_field" | "set_required" | "unset_required";
export type ConditionAction = { key: string; trigger: ConditionTrigger };
/** Ninja Forms' `then`/`else` are stored as `actions`/`otherwise` (no thenable objects). */
export type Condition = {
  connector: "all" | "any";
  when: ConditionWhen[];
  actions: ConditionAction[];
  otherwise?: ConditionAction[];
};

/** Messages the rules show, resolved from the catalogue and the form's own settings. */
export type FormMessages = {
  validateRequiredField: string;
  changeEmailErrorMsg: string;
  changeDateErrorMsg: string;
  fieldNumberNumMinError: string;
  fieldNumberNumMaxError: string;
  fieldNumberIncrementBy: string;
  /** Not a spec id: a number field whose text is no number (see ADR 003). */
  fieldNumberInvalid: string;
  confirmFieldErrorMsg: string;
  recaptchaConsentMissing: string;
  /** A repeater posted with more sets than allowed (`{n}` = the limit). Not a spec id. */
  repeaterTooManySets: string;
  /** A multi-select over its `dropdown_max_selection` (`{n}` = the limit); error `max-selection`. */
  maximumSelected: string;
  /** The configured correct-errors message (form error `field-errors`). */
  formErrorsCorrectErrors: string;
  /** The configured honeypot message (form error `honeypot`). */
  honeypotHoneypotError: string;
};

/** Site locale for numbers and money (Ninja Forms' `nfi18n`). */
export type FormLocale = {
  thousands_sep: string;
  decimal_point: string;
  currencySymbol: string;
  /** Where the symbol goes: "1.234,56 €" (after) or "$1,234.56" (before). */
  currencyPosition: "before" | "after";
};

export type FormSettings = {
  title: string;
  show_title?: boolean;
  clear_complete?: boolean;
  hide_complete?: boolean;
  /** Switch off client and server validation for this form (§4). */
  novalidate?: boolean;
  /** Closed to visitors (own URL answers 404). */
  closed?: boolean;
  wrapper_class?: string;
  element_class?: string;
  default_label_pos?: LabelPos;
  /** Layout: rows of cells of field keys (Ninja Forms' `formContentData`), or a flat list of keys. */
  formContentData?: FormContentRow[] | string[];
  calculations?: Calculation[];
  conditions?: Condition[];
  /** Per-form message overrides (any key of FormMessages). */
  messages?: Partial<FormMessages>;
  unique_field?: string;
  unique_field_error?: string;
  sub_limit_number?: number;
  sub_limit_msg?: string;
  /** Text before and after the form. */
  before_form?: string;
  after_form?: string;
};

export type FormContentRow = { order: number; cells: { order: number; width: number; fields: string[] }[] };

/** A form definition as stored and embedded. */
export type FormDef = {
  id: number;
  settings: FormSettings;
  fields: FieldDef[];
};

/** What the engine runs: the definition plus resolved messages and locale. */
export type RuntimeForm = FormDef & {
  messages: FormMessages;
  locale: FormLocale;
  /** Public captcha settings per provider (site key, script URL), only when the form has a captcha. */
  captcha?: Partial<Record<string, { siteKey: string; scriptUrl: string }>>;
};

export type FieldError = { id: string; message: string };
