/**
 * The product editor's texts (issue 23 item 2): short description and description in German and
 * English, each a rich-text field (app/components/admin/rich-text/). Empty English texts: the
 * `/en/` shop shows the German ones. Errors come keyed by the patch's field names.
 */
import { RichTextField, RichTextShortcuts } from "#app/components/admin/rich-text/rich-text-field.tsx";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import type { MessageKey } from "#modules/i18n/index.ts";

const FIELDS = [
  { field: "shortDescription", name: "short_description", label: "adminProducts.texts.short", short: true },
  { field: "description", name: "description", label: "adminProducts.texts.long", short: false },
  {
    field: "shortDescriptionEn",
    name: "short_description_en",
    label: "adminProducts.texts.shortEn",
    short: true,
  },
  { field: "descriptionEn", name: "description_en", label: "adminProducts.texts.longEn", short: false },
] as const;

export function DescriptionCard(props: {
  values: Record<string, string | boolean>;
  errors: Partial<Record<string, MessageKey>>;
}) {
  const t = useAdminT();
  return (
    <fieldset className="admin-card admin-products-form__card admin-products-texts">
      <legend>{t("adminProducts.texts.title")}</legend>
      <RichTextShortcuts />
      {FIELDS.map((f) => {
        const error = props.errors[f.field];
        return (
          <RichTextField
            key={f.name}
            name={f.name}
            label={t(f.label)}
            defaultValue={String(props.values[f.name] ?? "")}
            features={f.short ? { headings: false, quote: false, images: false } : undefined}
            help={f.field.endsWith("En") ? t("adminProducts.texts.enHelp") : undefined}
            error={error ? t(error) : undefined}
            showShortcuts={false}
          />
        );
      })}
    </fieldset>
  );
}
