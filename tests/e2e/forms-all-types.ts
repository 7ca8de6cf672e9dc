/** A Ninja Forms export holding every field type we render (for the browser tests). */
export function allTypesNff(): unknown {
  const opts = (...labels: string[]) =>
    labels.map((label, i) => ({ label, value: label.toLowerCase(), calc: String(i + 1), order: i }));
  const fields = [
    {
      type: "textbox",
      key: "text",
      label: "Text",
      required: "1",
      help_text: "Ein Hilfetext",
      desc_text: "Eine Beschreibung",
      desc_pos: "before",
    },
    { type: "textbox", key: "phone_mask", label: "Telefon mit Maske", mask: "us-phone" },
    { type: "email", key: "mail", label: "E-Mail", placeholder: "name@beispiel.de" },
    { type: "password", key: "pw", label: "Passwort" },
    { type: "passwordconfirm", key: "pw2", label: "Passwort wiederholen", confirm_field: "pw" },
    { type: "number", key: "num", label: "Zahl", num_min: "1", num_max: "9", num_step: "2" },
    {
      type: "textarea",
      key: "area",
      label: "Text lang",
      input_limit: "3",
      input_limit_type: "words",
      // plain: the rich text editor has its own spec (forms-rte.spec.ts)
    },
    { type: "listselect", key: "sel", label: "Auswahl", options: opts("Eins", "Zwei") },
    {
      type: "listmultiselect",
      key: "multi",
      label: "Mehrfachauswahl",
      options: opts("Rot", "Grün", "Blau", "Gelb", "Weiß", "Schwarz"),
    },
    {
      type: "listradio",
      key: "radio",
      label: "Radio",
      options: opts("Ja", "Nein"),
      list_orientation: "horizontal",
    },
    {
      type: "listcheckbox",
      key: "checks",
      label: "Checkboxen",
      options: opts("A", "B", "C"),
      num_columns: "3",
    },
    {
      type: "listimage",
      key: "img",
      label: "Bildauswahl",
      image_options: opts("Hell", "Dunkel"),
      show_option_labels: "1",
    },
    { type: "checkbox", key: "single", label: "Einzelne Checkbox", required: "1" },
    { type: "date", key: "d", label: "Datum", date_format: "YYYY-MM-DD" },
    {
      type: "date",
      key: "dt",
      label: "Datum und Zeit",
      date_mode: "date_and_time",
      date_format: "DD/MM/YYYY",
    },
    { type: "starrating", key: "stars", label: "Sterne", number_of_stars: "4" },
    { type: "product", key: "prod", label: "Produkt", product_price: "10", product_use_quantity: "1" },
    { type: "product", key: "prod_user", label: "Freier Preis", product_type: "user" },
    { type: "quantity", key: "qty", label: "Menge", product_assignment: "17" },
    { type: "shipping", key: "ship", label: "Versand", shipping_cost: "5" },
    { type: "total", key: "tot", label: "Summe" },
    { type: "hidden", key: "hid", label: "Versteckt", default: "geheim" },
    { type: "html", key: "h", label: "HTML", default: "<p>Hinweis</p>" },
    { type: "hr", key: "line", label: "Linie" },
    { type: "file_upload", key: "file", label: "Datei" },
    { type: "recaptcha", key: "cap", label: "Captcha", site_key: "test" },
    { type: "submit", key: "go", label: "Senden" },
  ].map((f, i) => ({ ...f, order: i + 1 }));
  return { settings: { title: "Alle Feldtypen", show_title: "1" }, fields, actions: [] };
}
