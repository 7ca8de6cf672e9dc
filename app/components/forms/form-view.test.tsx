import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { DEMO_FORMS } from "../../../db/seed/demo-forms.ts";
import { parseNff } from "../../../importers/ninja-forms/parse.ts";
import { toRuntimeForm } from "../../../modules/forms/runtime.ts";
import { CORPORA_DIR } from "../../../tests/setup/corpora.ts";
import { FormView } from "./form-view.tsx";

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
