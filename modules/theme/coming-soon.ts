/**
 * Paths a visitor may open while the shop is in coming-soon mode: the logins (the customer's and
 * the owner's, and the first owner's setup), the legal pages, the router manifest.
 */
const OPEN_PATHS =
  /^\/(en\/)?(my-account|impressum|datenschutz|agb|widerrufsbelehrung|versand-und-zahlung)(\/.*)?$|^\/__manifest$|^\/admin\/(login|setup|invitation)\/$/;

/** `legalPaths`: the legal pages chosen in the settings (German paths), open too, also under /en/. */
export function openDuringComingSoon(pathname: string, legalPaths: readonly string[] = []): boolean {
  const path = pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  const slash = path.endsWith("/") ? path : `${path}/`;
  return (
    OPEN_PATHS.test(path) ||
    OPEN_PATHS.test(slash) ||
    legalPaths.some((p) => slash === p || slash === `/en${p}`)
  );
}
