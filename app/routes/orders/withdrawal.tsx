/**
 * `/vertrag-widerrufen/`: the withdrawal button (Widerrufsbutton, § 356a BGB). Step 1 asks for
 * name, order number and the order's e-mail address (prefilled for a signed-in customer, and
 * from view-order); step 2 shows the declaration with the button "Widerruf bestätigen"; the
 * answer says when it was received. Plain form posts: works without JavaScript. The confirming
 * post is nonce-protected and rate-limited; the work is modules/orders/withdrawal.ts.
 */

import { data, Form, type HeadersArgs, Link, useNavigation } from "react-router";
import { FormRow } from "#app/components/account/form-row.tsx";
import { FormErrors } from "#app/components/account/notices.tsx";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { formatDate, formatTimeWithSeconds } from "#app/components/orders/dates.ts";
import { useLegalPath } from "#app/hooks/use-legal-path.ts";
import { useLang, useT } from "#app/hooks/use-t.ts";
import { WITHDRAWAL_NONCE } from "#modules/orders/withdrawal-nonce.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { localePath, paths } from "#modules/site/paths.ts";
import type { Route } from "./+types/withdrawal";
import { withdrawalAction, withdrawalPrefill } from "./withdrawal.server.ts";
import type { WithdrawalAnswer } from "./withdrawal-types.ts";
import "#modules/i18n/messages-order-account.ts";
import "#app/styles/orders.css";

export async function loader({ context, request }: Route.LoaderArgs) {
  return data(await withdrawalPrefill(context, new URL(request.url)), { headers: NO_STORE });
}

export async function action({ context, request }: Route.ActionArgs) {
  return withdrawalAction(context, request);
}

export function headers({ actionHeaders, loaderHeaders }: HeadersArgs): Headers {
  const headers = new Headers(NO_STORE);
  const retry = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retry) headers.set("Retry-After", retry);
  return headers;
}

export default function Withdrawal({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const answer = actionData as WithdrawalAnswer | undefined;
  const action = localePath(lang, paths.withdrawal);
  const policyPath = useLegalPath("withdrawal");
  const policy = <Link to={policyPath}>{t("withdrawal.policyLink")}</Link>;

  if (answer?.step === "done" || answer?.step === "already") {
    const date = formatDate(answer.receivedAt, lang);
    const time = formatTimeWithSeconds(answer.receivedAt, lang);
    const done = answer.step === "done";
    return (
      <Page title={t(done ? "withdrawal.doneTitle" : "withdrawal.alreadyTitle")}>
        <div className={done ? "woocommerce-message" : "woocommerce-info"} role="status">
          {done
            ? t("withdrawal.done", { number: answer.orderId, date, time, email: answer.email })
            : t("withdrawal.already", { number: answer.orderId, date, time })}
        </div>
      </Page>
    );
  }

  if (answer?.step === "confirm") {
    const v = answer.values;
    return (
      <Page title={t("withdrawal.confirmTitle")}>
        {answer.error ? (
          <ul className="woocommerce-error" role="alert">
            <li role="none">{answer.error}</li>
          </ul>
        ) : null}
        <p>{t("withdrawal.confirmIntro")}</p>
        <div className="withdrawal-declaration">
          <blockquote>{t("withdrawal.declaration", { number: v.order })}</blockquote>
          <dl className="order-facts">
            <dt>{t("withdrawal.field.name")}</dt>
            <dd>{v.name}</dd>
            <dt>{t("withdrawal.field.order")}</dt>
            <dd>{v.order}</dd>
            <dt>{t("withdrawal.field.email")}</dt>
            <dd>{v.email}</dd>
          </dl>
        </div>
        <Form method="post" action={action} className="withdrawal-confirm order-actions">
          <input type="hidden" name="name" value={v.name} />
          <input type="hidden" name="order" value={v.order} />
          <input type="hidden" name="email" value={v.email} />
          <input type="hidden" name={WITHDRAWAL_NONCE.field} value={answer.nonce} />
          <button type="submit" name="step" value="confirm" className="button" disabled={busy}>
            {t("withdrawal.confirm")}
          </button>
          <button type="submit" name="step" value="edit" className="button button--ghost" disabled={busy}>
            {t("withdrawal.change")}
          </button>
        </Form>
      </Page>
    );
  }

  const failed = answer?.step === "form" ? answer : undefined;
  const v = failed?.values ?? loaderData.values;
  const err = (field: string) => failed?.errors.find((e) => e.field === field)?.message;
  return (
    <Page title={t("withdrawal.title")}>
      <p>{t("withdrawal.intro")}</p>
      <p className="muted">
        {t("withdrawal.policyHint", { policy: "\u0000" })
          .split("\u0000")
          .flatMap((part, i) => (i === 0 ? [part] : [<span key="p">{policy}</span>, part]))}
      </p>
      <FormErrors failure={failed?.errors.length ? failed : undefined} />
      <Form method="post" action={action} className="withdrawal-form" noValidate key={JSON.stringify(v)}>
        <FormRow
          name="name"
          label={t("withdrawal.field.name")}
          autoComplete="name"
          required
          defaultValue={v.name}
          error={err("name")}
        />
        <FormRow
          name="order"
          label={t("withdrawal.field.order")}
          inputMode="numeric"
          required
          defaultValue={v.order}
          error={err("order")}
        />
        <FormRow
          name="email"
          type="email"
          label={t("withdrawal.field.email")}
          autoComplete="email"
          required
          defaultValue={v.email}
          error={err("email")}
        />
        <input type="hidden" name={WITHDRAWAL_NONCE.field} value={loaderData.nonce} />
        <p className="form-row form-actions">
          <button type="submit" name="step" value="review" className="button" disabled={busy}>
            {t("withdrawal.next")}
          </button>
        </p>
      </Form>
    </Page>
  );
}

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  const t = useT();
  return (
    <div className="container withdrawal-page">
      <title>{title === t("withdrawal.title") ? title : `${title} – ${t("withdrawal.title")}`}</title>
      <h1 className="page-title">{title}</h1>
      {children}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
