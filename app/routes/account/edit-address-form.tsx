import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AccountShell } from "#app/components/account/account-shell.tsx";
import { FormRow, SelectRow } from "#app/components/account/form-row.tsx";
import { FormErrors } from "#app/components/account/notices.tsx";
import { accountPaths } from "#app/components/account/paths.ts";
import { fieldError, isFormFailure } from "#app/components/account/types.ts";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { useLang, useT } from "#app/hooks/use-t.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { getShippingConfig } from "#modules/shipping/store.ts";
import { shippingCountries } from "#modules/shipping/zones.ts";
import { ACCOUNT_NONCES } from "#modules/users/account-nonces.ts";
import {
  type Address,
  type AddressKind,
  addressFieldNames,
  isAddressKind,
} from "#modules/users/address-fields.ts";
import { DEFAULT_COUNTRY, getAddress, saveAddress, validateAddress } from "#modules/users/addresses.ts";
import type { Route } from "./+types/edit-address-form";
import {
  accountFrame,
  accountHeaders,
  accountRequest,
  badBody,
  countryName,
  countryOptions,
  failure,
  keptValues,
  nonceAccepted,
  nonceFailure,
  nonceFor,
  readForm,
  requireAccount,
} from "./account.server.ts";

const FORM = "edit-address";

function kindParam(kind: string | undefined): AddressKind {
  if (!isAddressKind(kind)) throw data(null, { status: 404 });
  return kind;
}

/** `/my-account/edit-address/billing/` and `…/shipping/`: one address form. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const kind = kindParam(params.kind);
  const { services, lang } = accountRequest(context);
  const { account } = await requireAccount(context);
  const [saved, zones] = await Promise.all([
    getAddress(services.db, account.id, kind),
    getShippingConfig(services.db),
  ]);
  const address: Address = saved ?? {
    firstName: account.firstName,
    lastName: account.lastName,
    company: "",
    address1: "",
    postcode: "",
    city: "",
    country: DEFAULT_COUNTRY,
    phone: "",
  };
  return {
    kind,
    frame: await accountFrame(context, account),
    address,
    // The countries the shop ships to (its shipping zones), and a saved one it no longer does.
    countries: countryOptions(lang, [...new Set([...shippingCountries(zones), address.country])]),
    nonce: await nonceFor(context, "editAddress"),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const kind = kindParam(params.kind);
  const { services, lang, paths } = accountRequest(context);
  const { account } = await requireAccount(context);
  const body = await readForm(request);
  if (!body) return badBody(lang, FORM);
  const names = addressFieldNames(kind);
  const values = keptValues(body, Object.values(names));
  if (!(await nonceAccepted(context, "editAddress", body)))
    return nonceFailure(context, "editAddress", FORM, values);
  const input = validateAddress(kind, body);
  if (!input.ok) {
    const country = countryName(lang, (values[names.country] ?? DEFAULT_COUNTRY).toUpperCase());
    return failure(
      lang,
      FORM,
      input.errors.map((e) => ({ ...e, params: { country } })),
      values,
      { status: 400 },
    );
  }
  await saveAddress(services.db, account.id, kind, input.data);
  return redirect(`${paths.addresses}?saved=${kind}`, { headers: NO_STORE });
}

export const headers = accountHeaders;

export default function EditAddressForm({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, frame, address, countries, nonce } = loaderData;
  const t = useT();
  const p = accountPaths(useLang());
  const navigation = useNavigation();
  const failed = isFormFailure(actionData, FORM) ? actionData : undefined;
  const n = addressFieldNames(kind);
  const value = (prop: keyof Address) => failed?.values[n[prop]] ?? address[prop];
  const err = (prop: keyof Address) => fieldError(failed, n[prop]);
  const title = t(kind === "billing" ? "account.addresses.billing" : "account.addresses.shipping");
  const section = kind === "billing" ? "billing" : "shipping";
  return (
    <AccountShell frame={frame} title={title}>
      <h2>{title}</h2>
      <FormErrors failure={failed} />
      <Form
        method="post"
        action={p.address(kind)}
        className="woocommerce-address-form edit-address"
        noValidate
      >
        <p className="muted form-note">{t("account.requiredNote")}</p>
        <div className={`woocommerce-address-fields form-grid ${kind}-fields`}>
          <FormRow
            name={n.firstName}
            label={t("account.field.firstName")}
            autoComplete={`${section} given-name`}
            required
            width="first"
            defaultValue={value("firstName")}
            error={err("firstName")}
          />
          <FormRow
            name={n.lastName}
            label={t("account.field.lastName")}
            autoComplete={`${section} family-name`}
            required
            width="last"
            defaultValue={value("lastName")}
            error={err("lastName")}
          />
          <FormRow
            name={n.company}
            label={t("account.field.company")}
            autoComplete={`${section} organization`}
            defaultValue={value("company")}
            error={err("company")}
          />
          <SelectRow
            name={n.country}
            label={t("account.field.country")}
            autoComplete={`${section} country`}
            required
            options={countries}
            defaultValue={value("country")}
            error={err("country")}
          />
          <FormRow
            name={n.address1}
            label={t("account.field.address1")}
            autoComplete={`${section} address-line1`}
            required
            description={t("account.hint.address1")}
            defaultValue={value("address1")}
            error={err("address1")}
          />
          <FormRow
            name={n.postcode}
            label={t("account.field.postcode")}
            autoComplete={`${section} postal-code`}
            required
            width="first"
            description={t("account.hint.postcode")}
            defaultValue={value("postcode")}
            error={err("postcode")}
          />
          <FormRow
            name={n.city}
            label={t("account.field.city")}
            autoComplete={`${section} address-level2`}
            required
            width="last"
            defaultValue={value("city")}
            error={err("city")}
          />
          <FormRow
            name={n.phone}
            type="tel"
            label={t("account.field.phone")}
            autoComplete={`${section} tel`}
            description={t("account.hint.phone")}
            defaultValue={value("phone")}
            error={err("phone")}
          />
        </div>
        <input type="hidden" name={ACCOUNT_NONCES.editAddress.field} value={failed?.nonce ?? nonce} />
        <p className="form-row form-actions">
          <button
            type="submit"
            name="save_address"
            value="1"
            className="button"
            disabled={navigation.state === "submitting"}
          >
            {t("account.addresses.submit")}
          </button>
          <Link to={p.addresses} className="form-actions__back">
            {t("account.addresses.back")}
          </Link>
        </p>
      </Form>
    </AccountShell>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
