/**
 * `/embed/forms.js`, the file a partner site includes with a classic `<script src>` (issue 7
 * item 9). It only finds its own tag and loads the form runtime (app/embed/forms.tsx) as an ES
 * module from the script's own origin, resolved against `document.currentScript.src` (read while
 * this script runs); the runtime's own imports, e.g. the chunks of fields few forms have
 * (captchas, repeaters), resolve against the runtime's URL, so they come from there too.
 * vite.embed.config.ts puts the runtime's hashed file name in place of the placeholder.
 */
const script = document.currentScript as HTMLScriptElement | null;
if (script?.dataset.form) {
  import(/* @vite-ignore */ new URL("./__LADEN_EMBED_APP__", script.src).href).then(
    (m: typeof import("./forms.tsx")) => m.mount(script),
    (err: unknown) => console.warn("Laden: the form runtime could not be loaded", err),
  );
}
