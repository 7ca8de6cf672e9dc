import { useEffect, useId, useRef, useState } from "react";
import { useLang } from "#app/hooks/use-t.ts";
import { saveChoice, storedChoice } from "#app/lib/consent.ts";
import { showToast } from "#app/lib/toast.ts";
import type { ConsentChoice } from "#modules/consent/index.ts";
import { type ConsentMessageKey, consentText } from "#modules/i18n/messages-consent.ts";
import { localePath, paths } from "#modules/site/paths.ts";

/**
 * The settings dialog: a native modal `<dialog>` (focus moves in and stays in, Escape closes,
 * the caller returns focus). Necessary is always on; statistics and marketing are the visitor's
 * choice, saved (or "accept all") into the consent cookie.
 */
export default function ConsentSettings({
  onDone,
  texts,
}: {
  onDone: () => void;
  /** The owner's texts (privacy settings) over the catalogue's. */
  texts: Partial<Record<ConsentMessageKey, string>> | null;
}) {
  const lang = useLang();
  const save = (choice: ConsentChoice) => {
    saveChoice(document, choice);
    onDone();
    showToast(document, consentText(lang, "consent.saved"));
  };
  return (
    <ConsentDialog
      onSave={save}
      onClose={onDone}
      privacy={localePath(lang, paths.page("datenschutz"))}
      texts={texts}
    />
  );
}

function ConsentDialog({
  onSave,
  onClose,
  privacy,
  texts,
}: {
  onSave: (choice: ConsentChoice) => void;
  onClose: () => void;
  privacy: string;
  texts: Partial<Record<ConsentMessageKey, string>> | null;
}) {
  const lang = useLang();
  const t = (key: ConsentMessageKey) => texts?.[key] ?? consentText(lang, key);
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [choice, setChoice] = useState<ConsentChoice>(
    () => storedChoice(document) ?? { statistics: false, marketing: false },
  );
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const category = (key: "necessary" | "statistics" | "marketing") => {
    const checked = key === "necessary" ? true : choice[key];
    return (
      <li className="consent-dialog__category">
        <input
          type="checkbox"
          id={`${id}-${key}`}
          name={key}
          checked={checked}
          disabled={key === "necessary"}
          aria-describedby={`${id}-${key}-text`}
          onChange={
            key === "necessary"
              ? undefined
              : (e) => setChoice((c) => ({ ...c, [key]: e.currentTarget.checked }))
          }
        />
        <label htmlFor={`${id}-${key}`}>{t(`consent.${key}`)}</label>
        <p id={`${id}-${key}-text`} className="muted">
          {t(`consent.${key}Text`)}
        </p>
      </li>
    );
  };
  return (
    <dialog
      ref={ref}
      className="consent-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onClose={onClose}
      data-consent-dialog=""
    >
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          onSave(choice);
        }}
      >
        <h2 id={`${id}-title`}>{t("consent.dialogTitle")}</h2>
        <p id={`${id}-intro`}>
          {t("consent.dialogIntro")} <a href={privacy}>{t("consent.privacyLink")}</a>
        </p>
        <ul className="consent-dialog__categories">
          {category("necessary")}
          {category("statistics")}
          {category("marketing")}
        </ul>
        <div className="consent-banner__actions">
          <button type="submit" className="button">
            {t("consent.save")}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => onSave({ statistics: true, marketing: true })}
          >
            {t("consent.acceptAll")}
          </button>
          <button type="button" className="button button--ghost" onClick={() => ref.current?.close()}>
            {t("consent.close")}
          </button>
        </div>
      </form>
    </dialog>
  );
}
