import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_FORMS } from "#db/seed/demo-forms.ts";
import { toRuntimeForm } from "#modules/forms/runtime.ts";
import { parseNff } from "../../../importers/ninja-forms/parse.ts";
import { CORPORA_DIR } from "../../../tests/setup/corpora.ts";
import { FormView } from "./form-view.tsx";
import { lazyFieldsReady } from "./lazy-field.tsx";

const dir = join(CORPORA_DIR, "ninja-forms");
const imported = readdirSync(dir)
  .filter((f) => f.endsWith(".nff"))
  .map((f) => [f, parseNff(readFileSync(join(dir, f)))[0]!] as const);

function render(settings: Parameters<typeof toRuntimeForm>[0]) {
  return renderToString(
    <MemoryRouter>
      <FormView form={toRuntimeForm(settings, "de")} />
    </MemoryRouter>,
  );
}

describe("server rendering (readable without JavaScript)", () => {
  // The server starts loading the lazy field chunks on import; a real server has them long before
  // its first request, a test renders right away.
  beforeAll(lazyFieldsReady);

  it("repeaters and captchas (chunks loaded on demand in the browser) render in place", () => {
    const html = render({
      id: 8,
      settings: { title: "Lazy" },
      fields: [
        {
          id: 1,
          key: "sets",
          type: "repeater",
          label: "Teilnehmende",
          order: 1,
          fields: [{ id: 2, key: "name", type: "textbox", label: "Name", order: 1 }],
        },
        { id: 3, key: "pow", type: "proofofwork", label: "Kurz rechnen", order: 2 },
        { id: 4, key: "go", type: "submit", label: "Senden", order: 3 },
      ],
    });
    // Set 1 of the repeater with its numbered input, the captcha's container: no fallback.
    expect(html).toContain('class="nf-repeater-fieldset"');
    expect(html).toContain('id="nf-field-1.2_1"');
    expect(html).toContain('class="nf-captcha nf-proofofwork"');
    // A completed Suspense boundary, not one left for the client.
    expect(html).not.toContain("<!--$!-->");
  });

  it.each([...DEMO_FORMS.map((f) => [f.key, f] as const), ...imported])(
    "%s renders every field",
    (_name, form) => {
      const html = render({ id: 7, settings: form.settings, fields: form.fields });
      expect(html).toContain('id="nf-form-7-cont"');
      expect(html).toContain('class="nf-response-msg"');
      expect(html).toContain("nf-before-form");
      expect(html).toContain("nf-after-fields");
      expect(html).toContain("nf-field-hp");
      for (const f of form.fields) {
        if (f.type === "hr" || f.type === "html") continue;
        expect(html).toContain(`nf-field-${f.id}`);
      }
    },
  );
});
