/**
 * The embeddable form sends with its own small sender (app/embed/submit.ts): vite.embed.config.ts
 * puts this module in place of app/lib/forms/submit-loader.ts, so the page's submit flow (page
 * parameters, consent, analytics) is not bundled into the embed. FormView never calls it there
 * (it validates and signals `nf:after-validation` when the embed hands it `onEngine`).
 */
export function loadSubmitClient(): Promise<never> {
  return Promise.reject(new Error("the embedded form has its own sender"));
}
