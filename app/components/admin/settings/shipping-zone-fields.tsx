/**
 * A shipping zone's inputs (issue 21, item 3): name, EU countries, postcode patterns, the hide
 * rule, its methods (on/off, remove, cost / free-from value / carrier as the kind needs) and one
 * method to add. Shared by the zone screen and the setup wizard's shipping step (issue 27); the
 * posted form is read back by app/routes/admin/settings/shipping-zone-form.ts.
 */
import type { ReactNode } from "react";
import {
  type MethodRowView,
  methodField,
  methodRow,
  NEW_ROW,
  ZONE_FIELDS,
} from "#app/routes/admin/settings/shipping-zone-form.ts";
import { countryName } from "#modules/checkout/iban.ts";
import { EU_COUNTRIES } from "#modules/shared/address-rules.ts";
import type { ShippingMethodKind } from "#modules/shipping/zones.ts";
import { useAdminLang, useAdminT } from "../use-admin-t.ts";

const KINDS: readonly ShippingMethodKind[] = ["flat_rate", "free_shipping", "local_pickup"];

/** The zone as its inputs show it (the loader's view; id null: a new zone). */
export type ZoneView = {
  id: number | null;
  name: string;
  countries: string[];
  postcodes: string;
  hidePaidWhenFree: boolean;
  methods: MethodRowView[];
};

export function ZoneFieldsets({
  zone,
  version,
  shopCarrier,
  posted,
  errors,
}: {
  zone: ZoneView;
  version: number;
  shopCarrier: string;
  /** The refused form as typed, shown again. */
  posted: Record<string, string | string[]> | undefined;
  errors: Record<string, string>;
}) {
  const t = useAdminT();
  const lang = useAdminLang();
  const text = (name: string, loaded: string) => {
    const v = posted?.[name];
    return v === undefined ? loaded : Array.isArray(v) ? (v[0] ?? "") : v;
  };
  const checked = (name: string, loaded: boolean) => (posted ? posted[name] !== undefined : loaded);
  const chosen = new Set(posted ? [posted[ZONE_FIELDS.countries] ?? []].flat() : zone.countries);
  return (
    <>
      <input type="hidden" name={ZONE_FIELDS.version} value={version} />
      <input type="hidden" name={ZONE_FIELDS.methodCount} value={zone.methods.length} />
      <fieldset className="admin-card admin-settings__section">
        <legend>
          {zone.id === null ? t("admin.shipping.newZone") : `${t("admin.shipping.zone")} „${zone.name}“`}
        </legend>
        <Field
          id="zone-name"
          label={t("admin.shipping.field.name")}
          help={t("admin.shipping.field.name.help")}
          error={errors.name}
        >
          <input
            id="zone-name"
            name={ZONE_FIELDS.name}
            className="admin-input"
            maxLength={80}
            defaultValue={text(ZONE_FIELDS.name, zone.name)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={`zone-name-help${errors.name ? " zone-name-error" : ""}`}
            autoComplete="off"
          />
        </Field>
        <fieldset className="admin-field admin-settings__countries" aria-describedby="zone-countries-help">
          <legend>{t("admin.shipping.field.countries")}</legend>
          <div className="admin-settings__country-grid">
            {EU_COUNTRIES.map((c) => ({ c, name: countryName(c, lang) }))
              .sort((a, b) => a.name.localeCompare(b.name, lang))
              .map(({ c, name }) => (
                <label key={c} className="admin-settings__country">
                  <input
                    type="checkbox"
                    name={ZONE_FIELDS.countries}
                    value={c}
                    defaultChecked={chosen.has(c)}
                  />{" "}
                  {name}
                </label>
              ))}
          </div>
          <p id="zone-countries-help" className="admin-field__help">
            {t("admin.shipping.field.countries.help")}
          </p>
          {errors.countries ? <p className="admin-field__error">{errors.countries}</p> : null}
        </fieldset>
        <Field
          id="zone-postcodes"
          label={t("admin.shipping.field.postcodes")}
          help={t("admin.shipping.field.postcodes.help")}
          error={errors.postcodes}
        >
          <textarea
            id="zone-postcodes"
            name={ZONE_FIELDS.postcodes}
            className="admin-input"
            rows={3}
            defaultValue={text(ZONE_FIELDS.postcodes, zone.postcodes)}
            aria-invalid={errors.postcodes ? true : undefined}
            aria-describedby={`zone-postcodes-help${errors.postcodes ? " zone-postcodes-error" : ""}`}
          />
        </Field>
        <div className="admin-field admin-field--check">
          <input
            type="checkbox"
            id="zone-hide"
            name={ZONE_FIELDS.hide}
            defaultChecked={checked(ZONE_FIELDS.hide, zone.hidePaidWhenFree)}
          />
          <label htmlFor="zone-hide">{t("admin.shipping.field.hide")}</label>
        </div>
      </fieldset>
      <fieldset className="admin-card admin-settings__section">
        <legend>{t("admin.shipping.methods")}</legend>
        {zone.methods.map((m, i) => (
          <MethodRow
            key={m.id}
            row={methodRow(i)}
            method={m}
            shopCarrier={shopCarrier}
            text={text}
            checked={checked}
            errors={errors}
          />
        ))}
        <NewMethodRow isNew={zone.id === null} shopCarrier={shopCarrier} text={text} errors={errors} />
      </fieldset>
    </>
  );
}

function Field(props: { id: string; label: string; help?: string; error?: string; children: ReactNode }) {
  return (
    <div className="admin-field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      {props.help ? (
        <p id={`${props.id}-help`} className="admin-field__help">
          {props.help}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${props.id}-error`} className="admin-field__error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

type RowProps = {
  shopCarrier: string;
  text: (name: string, loaded: string) => string;
  errors: Record<string, string>;
};

/** Cost, free-from value and carrier of one method (only those its kind uses). */
function MethodFields({
  row,
  kind,
  values,
  ...p
}: RowProps & {
  row: string;
  kind: ShippingMethodKind | "any";
  values: Pick<MethodRowView, "cost" | "freeFrom" | "carrier">;
}) {
  const t = useAdminT();
  const input = (field: "cost" | "freeFrom" | "carrier", label: string, loaded: string, help?: string) => {
    const name = methodField(row, field);
    const error = p.errors[name];
    return (
      <Field id={name} label={label} help={help} error={error}>
        <input
          id={name}
          name={name}
          className="admin-input"
          defaultValue={p.text(name, loaded)}
          inputMode={field === "carrier" ? undefined : "decimal"}
          maxLength={80}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [help ? `${name}-help` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ") || undefined
          }
        />
      </Field>
    );
  };
  return (
    <div className="admin-shipping__fields">
      {kind === "flat_rate" || kind === "any"
        ? input("cost", t("admin.shipping.field.cost"), values.cost)
        : null}
      {kind === "free_shipping" || kind === "any"
        ? input("freeFrom", t("admin.shipping.field.freeFrom"), values.freeFrom)
        : null}
      {kind !== "local_pickup"
        ? input(
            "carrier",
            t("admin.shipping.field.carrier"),
            values.carrier,
            t("admin.shipping.field.carrier.help", { carrier: p.shopCarrier }),
          )
        : null}
    </div>
  );
}

function MethodRow({
  row,
  method,
  checked,
  ...p
}: RowProps & { row: string; method: MethodRowView; checked: (name: string, loaded: boolean) => boolean }) {
  const t = useAdminT();
  const kindError = p.errors[methodField(row, "kind")];
  return (
    <fieldset className="admin-shipping__method">
      <legend>
        {t(`admin.shipping.method.${method.kind}`)}{" "}
        <span className="admin-shipping__muted">
          ({method.kind}:{method.id})
        </span>
      </legend>
      <input type="hidden" name={methodField(row, "id")} value={method.id} />
      <input type="hidden" name={methodField(row, "kind")} value={method.kind} />
      <div className="admin-shipping__checks">
        <label>
          <input
            type="checkbox"
            name={methodField(row, "enabled")}
            defaultChecked={checked(methodField(row, "enabled"), method.enabled)}
          />{" "}
          {t("admin.shipping.field.enabled")}
        </label>
        <label>
          <input
            type="checkbox"
            name={methodField(row, "remove")}
            defaultChecked={checked(methodField(row, "remove"), false)}
          />{" "}
          {t("admin.shipping.field.remove")}
        </label>
      </div>
      <MethodFields row={row} kind={method.kind} values={method} {...p} />
      {kindError ? <p className="admin-field__error">{kindError}</p> : null}
    </fieldset>
  );
}

/** One method to add: its kind (none by default, flat rate for a new zone) and its values. */
function NewMethodRow({ isNew, ...p }: RowProps & { isNew: boolean }) {
  const t = useAdminT();
  const kindName = methodField(NEW_ROW, "kind");
  const kindError = p.errors[kindName];
  return (
    <fieldset className="admin-shipping__method admin-shipping__method--new">
      <legend>{t("admin.shipping.addMethod")}</legend>
      <Field id={kindName} label={t("admin.shipping.field.kind")} error={kindError}>
        <select
          id={kindName}
          name={kindName}
          className="admin-input"
          defaultValue={p.text(kindName, isNew ? "flat_rate" : "")}
        >
          <option value="">{t("admin.shipping.addMethod.none")}</option>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`admin.shipping.method.${k}`)}
            </option>
          ))}
        </select>
      </Field>
      <MethodFields
        row={NEW_ROW}
        kind="any"
        values={{ cost: "0,00", freeFrom: "0,00", carrier: "" }}
        {...p}
      />
    </fieldset>
  );
}
