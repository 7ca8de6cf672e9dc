/** The two fields of a redirect (old address, target) with their help and German errors at the field. */
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { REDIRECT_MAX_LENGTH } from "#modules/site/redirect-rules.ts";

export function RedirectFields(props: {
  values: { from: string; to: string };
  errors: Partial<Record<"from" | "to", MessageKey>>;
  idPrefix: string;
}) {
  const t = useAdminT();
  return (
    <>
      {(["from", "to"] as const).map((name) => {
        const id = `${props.idPrefix}-${name}`;
        const error = props.errors[name];
        return (
          <div className="admin-field" key={name}>
            <label htmlFor={id}>{t(`redirects.${name}`)}</label>
            <input
              id={id}
              name={name}
              className="admin-input"
              type="text"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              maxLength={REDIRECT_MAX_LENGTH + 100}
              defaultValue={props.values[name]}
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-help${error ? ` ${id}-error` : ""}`}
            />
            <span id={`${id}-help`} className="admin-field__help">
              {t(`redirects.${name}.help`)}
            </span>
            {error && (
              <span id={`${id}-error`} className="admin-field__error">
                {t(error)}
              </span>
            )}
          </div>
        );
      })}
    </>
  );
}
