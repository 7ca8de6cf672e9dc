import { Link } from "react-router";
import { useLegalPath } from "#app/hooks/use-legal-path.ts";
import { useT } from "#app/hooks/use-t.ts";
import "#modules/i18n/messages-orders.ts";

/** The message with `{name}` placeholders replaced by React nodes (links inside a sentence). */
function withLinks(text: string, links: Record<string, React.ReactNode>): React.ReactNode[] {
  return text.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence
    return name && links[name] ? <span key={i}>{links[name]}</span> : part;
  });
}

/**
 * Terms and withdrawal policy acknowledgement (required, checked on the server) and the privacy
 * notice, with links to the legal pages (opened in a new tab so the form keeps its input).
 */
export function LegalChecks({ termsError, termsChecked }: { termsError?: string; termsChecked: boolean }) {
  const t = useT();
  const termsPath = useLegalPath("terms");
  const withdrawalPath = useLegalPath("withdrawal");
  const privacyPath = useLegalPath("privacy");
  const link = (to: string, label: string) => (
    <Link to={to} target="_blank" rel="noopener">
      {label}
    </Link>
  );
  return (
    <>
      <p className={`form-row validate-required${termsError ? " woocommerce-invalid" : ""}`} id="terms_field">
        <input
          type="checkbox"
          className="input-checkbox"
          name="terms"
          id="terms"
          value="1"
          defaultChecked={termsChecked}
          aria-required="true"
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? "terms-error" : undefined}
        />{" "}
        <label htmlFor="terms" className="checkbox">
          {withLinks(t("checkout.terms"), {
            terms: link(termsPath, t("checkout.termsLink")),
            withdrawal: link(withdrawalPath, t("checkout.withdrawalLink")),
          })}
          <span className="required" aria-hidden="true">
            {" *"}
          </span>
        </label>
        {termsError ? (
          <span className="field-error" id="terms-error">
            {termsError}
          </span>
        ) : null}
      </p>
      <p className="woocommerce-privacy-policy-text">
        {withLinks(t("checkout.privacy"), { privacy: link(privacyPath, t("checkout.privacyLink")) })}
      </p>
    </>
  );
}
