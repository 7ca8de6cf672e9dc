/** The password asked again in place after 30 idle minutes (opened by idle-guard.tsx). */
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useAdminT } from "./use-admin-t.ts";

export default function ReauthDialog({
  nonce,
  error,
  busy,
  onSubmit,
}: {
  nonce: string;
  error: string;
  busy: boolean;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  const t = useAdminT();
  return (
    <ModalOverlay isOpen isDismissable={false} isKeyboardDismissDisabled className="admin-modal-overlay">
      <Modal className="admin-modal">
        <Dialog className="admin-dialog" role="alertdialog">
          <Heading slot="title" className="admin-dialog__title">
            {t("admin.reauth.title")}
          </Heading>
          <p>{t("admin.reauth.intro")}</p>
          <form onSubmit={onSubmit} className="admin-dialog__form">
            <input type="hidden" name="nonce" value={nonce} />
            <div className="admin-field">
              <label htmlFor="admin-reauth-password">{t("admin.auth.password")}</label>
              <input
                id="admin-reauth-password"
                name="password"
                type="password"
                className="admin-input"
                autoComplete="current-password"
                required
                autoFocus
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "admin-reauth-error" : undefined}
              />
              {error ? (
                <p id="admin-reauth-error" className="admin-field__error" role="alert">
                  {error}
                </p>
              ) : null}
            </div>
            <div className="admin-dialog__actions">
              <button type="submit" className="admin-button" disabled={busy}>
                {t("admin.reauth.submit")}
              </button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
