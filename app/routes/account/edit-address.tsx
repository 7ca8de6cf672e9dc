import { Link } from "react-router";
import { AccountShell } from "#app/components/account/account-shell.tsx";
import { SuccessNotice } from "#app/components/account/notices.tsx";
import { accountPaths } from "#app/components/account/paths.ts";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { useLang, useT } from "#app/hooks/use-t.ts";
import { ADDRESS_KINDS, type Address } from "#modules/users/address-fields.ts";
import { getAddresses } from "#modules/users/addresses.ts";
import type { Route } from "./+types/edit-address";
import {
  accountFrame,
  accountHeaders,
  accountRequest,
  countryName,
  requireAccount,
} from "./account.server.ts";

/** `/my-account/edit-address/`: the billing and the shipping address, each with its edit link. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, lang } = accountRequest(context);
  const { account } = await requireAccount(context);
  const addresses = await getAddresses(services.db, account.id);
  const withCountry = (a: Address | undefined) =>
    a ? { ...a, countryName: countryName(lang, a.country) } : null;
  return {
    frame: await accountFrame(context, account),
    billing: withCountry(addresses.billing),
    shipping: withCountry(addresses.shipping),
    saved: new URL(request.url).searchParams.has("saved"),
  };
}

export const headers = accountHeaders;

export default function EditAddresses({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const p = accountPaths(useLang());
  return (
    <AccountShell frame={loaderData.frame} title={t("account.addresses.title")}>
      <h2>{t("account.addresses.title")}</h2>
      <SuccessNotice text={loaderData.saved ? t("account.addresses.saved") : undefined} />
      <p>{t("account.addresses.intro")}</p>
      <div className="u-columns woocommerce-Addresses col2-set addresses">
        {ADDRESS_KINDS.map((kind) => {
          const address = loaderData[kind];
          const title = t(kind === "billing" ? "account.addresses.billing" : "account.addresses.shipping");
          return (
            <section
              key={kind}
              className={`woocommerce-Address account-card account-card--${kind}`}
              aria-labelledby={`${kind}-address-title`}
            >
              <h3 id={`${kind}-address-title`}>{title}</h3>
              {address ? (
                <address>
                  {address.firstName} {address.lastName}
                  <br />
                  {address.company ? (
                    <>
                      {address.company}
                      <br />
                    </>
                  ) : null}
                  {address.address1}
                  <br />
                  {address.postcode} {address.city}
                  <br />
                  {address.countryName}
                  {address.phone ? (
                    <>
                      <br />
                      {t("account.field.phone")}: {address.phone}
                    </>
                  ) : null}
                </address>
              ) : (
                <p className="muted">{t("account.addresses.none")}</p>
              )}
              <Link to={p.address(kind)} className="button button--ghost edit">
                {t(address ? "account.addresses.edit" : "account.addresses.add", { kind: title })}
              </Link>
            </section>
          );
        })}
      </div>
    </AccountShell>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
