/**
 * `/admin/settings/shipping/<id>/` and `…/new/`: one shipping zone — name, countries, postcode
 * patterns, the hide rule — and its methods (cost, free-from value, carrier, on/off, remove),
 * plus one method to add. Saved as one audited write; a refused save keeps what was typed.
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { SettingsPage } from "#app/components/admin/settings/settings-form.tsx";
import { ShippingNotice, shippingPaths } from "#app/components/admin/settings/shipping-ui.tsx";
import { useAdminLang, useAdminT } from "#app/components/admin/use-admin-t.ts";
import { countryName } from "#modules/checkout/iban.ts";
import { translate } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-settings.ts";
import "#modules/i18n/messages-admin-shipping.ts";
import { EU_COUNTRIES } from "#modules/shared/address-rules.ts";
import { euroInputValue } from "#modules/shared/money.ts";
import { checkZoneInput, saveShippingZone } from "#modules/shipping/write.ts";
import type { ShippingMethodKind } from "#modules/shipping/zones.ts";
import "#app/styles/admin-settings.css";
import "#app/styles/admin-shipping.css";
import { adminHeaders } from "../admin.server.ts";
import type { Route } from "./+types/shipping-zone";
import {
  loadShippingScreen,
  refusedAnswer,
  requireShippingEditor,
  shippingAnswer,
} from "./shipping.server.ts";
import {
  type MethodRowView,
  methodField,
  methodRow,
  NEW_ROW,
  postedValues,
  readZoneForm,
  ZONE_FIELDS,
} from "./shipping-zone-form.ts";

const KINDS: readonly ShippingMethodKind[] = ["flat_rate", "free_shipping", "local_pickup"];

function zoneParam(value: string | undefined): number | null {
  if (value === "new") return null;
  if (!/^\d{1,9}$/.test(value ?? "")) throw data(null, { status: 404 });
  return Number(value);
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const zoneId = zoneParam(params.zone);
  const { config, shopCarrier } = await loadShippingScreen(context, request);
  const zone = zoneId === null ? undefined : config.zones.find((z) => z.id === zoneId);
  if (zoneId !== null && !zone) throw data(null, { status: 404 });
  const methods: MethodRowView[] = (zone?.methods ?? []).map((m) => ({
    id: m.id,
    kind: m.kind,
    enabled: m.enabled,
    carrier: m.carrier,
    cost: euroInputValue(m.costCents),
    freeFrom: euroInputValue(m.freeFromCents),
  }));
  return {
    version: config.version,
    shopCarrier,
    zone: {
      id: zone?.id ?? null,
      name: zone?.name ?? "",
      countries: [...(zone?.countries ?? [])],
      postcodes: (zone?.postcodes ?? []).join("\n"),
      hidePaidWhenFree: zone?.hidePaidWhenFree ?? true,
      methods,
    },
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const zoneId = zoneParam(params.zone);
  const { services, actor, lang, state } = await requireShippingEditor(context, request);
  const form = await request.formData();
  const values = postedValues(form);
  const { raw, rows } = readZoneForm(form);
  const checked = checkZoneInput(raw, lang);
  // Errors by the form's own names: `methods.2.costCents` → `method-3-cost` (rows can be removed).
  const rowName = (path: string) =>
    path.replace(/^methods\.(\d+)(?:\.(\w+))?$/, (_, i: string, f?: string) => {
      const field = f === "costCents" ? "cost" : f === "freeFromCents" ? "freeFrom" : (f ?? "kind");
      return methodField(rows[Number(i)] ?? NEW_ROW, field as "cost");
    });
  if (!checked.ok) {
    const errors = Object.fromEntries(Object.entries(checked.errors).map(([k, v]) => [rowName(k), v]));
    return shippingAnswer(
      { ok: false, message: translate(lang, "admin.settings.invalid"), errors, values },
      400,
    );
  }
  try {
    await saveShippingZone(
      services.db,
      { actor, lang, version: Number(form.get(ZONE_FIELDS.version)), requestId: state.requestId },
      zoneId,
      checked.value,
    );
  } catch (err) {
    return refusedAnswer(err, values);
  }
  return redirect(`${shippingPaths.list}?saved=1`);
}

export const headers = adminHeaders;

export function meta() {
  return [{ title: "Versandzone · Einstellungen · Verwaltung" }];
}

export default function ShippingZoneScreen({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const lang = useAdminLang();
  const busy = useNavigation().state === "submitting";
  const { zone, version, shopCarrier } = loaderData;
  const posted = actionData?.values;
  const errors = actionData?.errors ?? {};
  const text = (name: string, loaded: string) => {
    const v = posted?.[name];
    return v === undefined ? loaded : Array.isArray(v) ? (v[0] ?? "") : v;
  };
  const checked = (name: string, loaded: boolean) => (posted ? posted[name] !== undefined : loaded);
  const chosen = new Set(posted ? [posted[ZONE_FIELDS.countries] ?? []].flat() : zone.countries);
  return (
    <SettingsPage groupId="shipping">
      <p className="admin-settings__back">
        <Link to={shippingPaths.list}>{t("admin.shipping.back")}</Link>
      </p>
      <Form method="post" className="admin-settings__form admin-shipping-zone" noValidate>
        <ShippingNotice answer={actionData} />
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
        <div className="admin-settings__actions">
          <button type="submit" className="admin-button" disabled={busy}>
            {t("admin.shipping.save")}
          </button>{" "}
          <Link className="admin-button admin-button--quiet" to={shippingPaths.list}>
            {t("admin.shipping.cancel")}
          </Link>
        </div>
      </Form>
    </SettingsPage>
  );
}

function Field(props: {
  id: string;
  label: string;
  help?: string;
  error?: string;
  children: React.ReactNode;
}) {
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
