/** The password asked again in place after 30 idle minutes (opened by idle-guard.tsx). */
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { adminPaths } from "./paths.ts";
import { useAdminT } from "./use-admin-t.ts";

export default function ReauthDialog({
  nonce,
  logoutNonce,
  error,
  busy,
  onSubmit,
}: {
  nonce: string;
  logoutNonce: string;
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
              {/* Someone else at the desk: sign out instead (the form below, not nested). */}
              <button type="submit" form="admin-reauth-logout" className="admin-button admin-button--quiet">
                {t("admin.reauth.signOut")}
              </button>
              <button type="submit" className="admin-button" disabled={busy}>
                {t("admin.reauth.submit")}
              </button>
            </div>
          </form>
          <form id="admin-reauth-logout" method="post" action={adminPaths.logout} hidden>
            <input type="hidden" name="nonce" value={logoutNonce} />
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
