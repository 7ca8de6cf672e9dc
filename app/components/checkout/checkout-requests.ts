/**
 * The checkout form's two wc-ajax calls as hooks: `update_order_review` (recalculate the review
 * while the visitor types) and `checkout` (place the order without leaving the page).
 */
import { type RefObject, useEffect, useRef } from "react";
import { useT } from "#app/hooks/use-t.ts";
import { block, unblock } from "#app/lib/block-ui.ts";
import { readPageParams } from "#app/lib/page-params.ts";
import { wcAjaxUrl, withPageLang } from "#app/lib/wc-ajax.ts";
import type { FieldError } from "#modules/checkout/checkout-form.ts";
import type { ReviewView } from "#modules/checkout/review.ts";
import "#modules/i18n/messages-wire.ts";
import { paymentAfterReview } from "./checkout-form-rules.ts";

/** The endpoint's URL, or null without page parameters (then nothing is sent). */
function ajaxUrl(endpoint: string): string | null {
  const params = readPageParams(document);
  return params ? wcAjaxUrl(params.wc_add_to_cart_params.wc_ajax_url, endpoint) : null;
}

function post(url: string, body: URLSearchParams, signal?: AbortSignal): Promise<Response> {
  return fetch(url, { method: "POST", body, credentials: "same-origin", signal });
}

/** The form's fields (with the page's language); the nonce as `security` when given. */
function formBody(form: HTMLFormElement, security?: string): URLSearchParams {
  const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
  if (security) body.set("security", security);
  return withPageLang(body, document);
}

/**
 * Recalculates the review from the form; a newer call aborts the one in flight. Also when the
 * page's data is revalidated (a coupon applied or removed above the form): WooCommerce triggers
 * `update_checkout` after `apply_coupon`, so the discount rows and totals follow the cart while
 * the visitor's choices in the form stay.
 */
export function useReviewRefresh(
  form: RefObject<HTMLFormElement | null>,
  page: { nonces: { updateOrderReview: string }; review: ReviewView },
  payment: string | null,
  setReview: (review: ReviewView) => void,
  setPayment: (id: string | null) => void,
): () => Promise<void> {
  const t = useT();
  const nonce = page.nonces.updateOrderReview;
  const refreshing = useRef<AbortController | null>(null);
  const seen = useRef(page.review);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the loader's review changes
  useEffect(() => {
    if (seen.current === page.review) return;
    seen.current = page.review;
    void refresh();
  }, [page.review]);
  const refresh = async () => {
    const el = form.current;
    const url = ajaxUrl("update_order_review");
    if (!el || !url) return;
    refreshing.current?.abort();
    const controller = new AbortController();
    refreshing.current = controller;
    const body = formBody(el, nonce);
    const regions = [...el.querySelectorAll<HTMLElement>(".laden-review-region")];
    for (const r of regions) block(r, t("cart.pleaseWait"));
    try {
      const res = await post(url, body, controller.signal);
      const json = (await res.json()) as { result: string; reload?: boolean; review?: ReviewView };
      if (json.reload) {
        window.location.reload();
        return;
      }
      if (json.result === "success" && json.review) {
        setReview(json.review);
        // Only a change: `payment` is this render's, the visitor may have picked another since.
        const next = paymentAfterReview(json.review, payment);
        if (next !== payment) setPayment(next);
      }
    } catch (err) {
      if ((err as Error).name === "AbortError") return;
    } finally {
      if (refreshing.current === controller) for (const r of regions) void unblock(r);
    }
  };
  return refresh;
}

/** Places the order through `?wc-ajax=checkout`; the form stays blocked while the next page loads. */
export function useCheckoutSubmit(
  form: RefObject<HTMLFormElement | null>,
  setErrors: (errors: FieldError[]) => void,
  refresh: () => Promise<void>,
): (event: React.FormEvent<HTMLFormElement>) => Promise<void> {
  const t = useT();
  const submitting = useRef(false);
  return async (event) => {
    event.preventDefault();
    const el = form.current;
    const url = ajaxUrl("checkout");
    if (!el || !url || submitting.current) return;
    submitting.current = true;
    block(el, t("checkout.processing"));
    try {
      const res = await post(url, formBody(el));
      const json = (await res.json()) as {
        result: string;
        redirect?: string;
        reload?: boolean;
        refresh?: boolean;
        errors?: FieldError[];
      };
      if (json.result === "success" && json.redirect) {
        window.location.assign(json.redirect);
        return; // keep the form blocked while the next page loads
      }
      if (json.reload) {
        window.location.reload();
        return;
      }
      setErrors(json.errors ?? []);
      if (json.refresh) void refresh();
    } catch {
      // Network failure: the no-JS path still works; tell the visitor to try again.
      setErrors([{ field: "", code: "fetch_error", message: t("wire.unavailable") }]);
    }
    submitting.current = false;
    await unblock(el);
  };
}
