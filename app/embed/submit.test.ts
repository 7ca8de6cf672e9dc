import { afterEach, describe, expect, it, vi } from "vitest";
import type { FormEngine } from "#modules/forms/engine/engine.ts";
import { submitEmbedded } from "./submit.ts";

/** The embed's submit with stand-ins for the page (no DOM in unit tests). */
async function submitWith(settings: Record<string, unknown>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ data: { settings, actions: { success_message: "<p>Danke</p>" } } })),
  );
  const response = { innerHTML: "" };
  const host = { querySelector: () => response } as unknown as HTMLElement;
  const form = { style: { display: "" }, querySelector: () => null } as unknown as HTMLFormElement;
  const engine = { reset: vi.fn(), removeFormError: vi.fn() } as unknown as FormEngine;
  const def = {
    form: {} as never,
    ajax_url: "https://laden.example/wp-admin/admin-ajax.php",
    nonce: "n",
    nonce_ts: 1,
  };
  await submitEmbedded({ def, payload: {}, engine, host, form, lang: "de" });
  return { form, engine, response };
}

describe("the embed after a successful submit (issue 26)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("clears AND hides the form when both are set", async () => {
    const { form, engine, response } = await submitWith({ clear_complete: "1", hide_complete: "1" });
    expect(engine.reset).toHaveBeenCalledOnce();
    expect(form.style.display).toBe("none");
    expect(response.innerHTML).toBe("<p>Danke</p>");
  });

  it("only clears, or only hides, when only one is set", async () => {
    const cleared = await submitWith({ clear_complete: 1 });
    expect(cleared.engine.reset).toHaveBeenCalledOnce();
    expect(cleared.form.style.display).toBe("");
    const hidden = await submitWith({ hide_complete: true });
    expect(hidden.engine.reset).not.toHaveBeenCalled();
    expect(hidden.form.style.display).toBe("none");
  });
});
