import { createContext, useContext } from "react";

/**
 * Facts entry.server knows while rendering that route components cannot get from loaders:
 * the CSP nonce (empty in the browser, where it is no longer needed) and whether the page
 * failed because the database is unreachable (mirrored on <html data-outcome> for hydration).
 */
export type RenderFacts = { nonce: string; databaseUnavailable: boolean };

export const RenderContext = createContext<RenderFacts>({ nonce: "", databaseUnavailable: false });

export const useNonce = () => useContext(RenderContext).nonce;

export function useDatabaseUnavailable(): boolean {
  const facts = useContext(RenderContext);
  if (typeof document !== "undefined") return document.documentElement.dataset.outcome === "unavailable";
  return facts.databaseUnavailable;
}
