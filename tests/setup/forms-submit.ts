/** Helpers for the form submission tests: test forms in the database, the nonce, one submit. */
import { expect } from "vitest";
import type { Db } from "#db/client.ts";
import type { FormAction } from "#db/schema/index.ts";
import type { FieldDef, FormSettings } from "#modules/forms/engine/types.ts";
import { upsertForm } from "#modules/forms/store.ts";
import type { Visitor } from "./visitor.ts";

/** A field definition for a test form: order = id, label = key unless given. */
export const fieldDef = (id: number, key: string, type: string, more: Partial<FieldDef> = {}): FieldDef => ({
  id,
  key,
  type,
  order: id,
  label: more.label ?? key,
  ...more,
});

export async function makeForm(
  db: Db,
  key: string,
  fields: FieldDef[],
  actions: FormAction[],
  settings: Partial<FormSettings> = {},
): Promise<number> {
  const { id } = await upsertForm(db, {
    key,
    title: `Test ${key}`,
    settings: { title: `Test ${key}`, ...settings },
    fields,
    actions,
    source: "api",
  });
  return id;
}

/**
 * A message form (field 1, required textarea) that stores each submission and mails it to the
 * shop (laden@example.de): the reliability suite's duplicate and mail-outage scenarios.
 */
export function makeMessageForm(db: Db, key: string): Promise<number> {
  return makeForm(
    db,
    key,
    [
      fieldDef(1, "nachricht", "textarea", { label: "Nachricht", required: true }),
      fieldDef(2, "go", "submit"),
    ],
    [
      { type: "save", active: true, settings: {} },
      {
        type: "email",
        active: true,
        settings: {
          to: "laden@example.de",
          email_subject: "Neue Nachricht",
          email_message: "{all_fields_table}",
        },
      },
    ],
  );
}

/** The page parameters' forms nonce, as the client reads it. */
export async function formsNonce(v: Visitor, path = "/"): Promise<{ nonce: string; nonce_ts: number }> {
  const { text } = await v.get(path);
  const params = JSON.parse(
    /<script type="application\/json" id="laden-params">(.*?)<\/script>/s.exec(text)![1]!,
  );
  expect(params.forms.nonce).toMatch(/^[0-9a-f]{12}$/);
  return params.forms;
}

export type Posted = {
  id: number | string;
  fields: Record<string, { id: number | string; value: unknown }> | { id: number | string; value: unknown }[];
  settings?: unknown;
  extra?: Record<string, unknown>;
};

export async function nfSubmit(
  v: Visitor,
  nonce: string,
  formData: Posted | string,
  more: Record<string, string> = {},
) {
  const { res, text } = await v.post("/wp-admin/admin-ajax.php", {
    action: "nf_ajax_submit",
    security: nonce,
    nonce_ts: String(Math.floor(Date.now() / 1000)),
    formData: typeof formData === "string" ? formData : JSON.stringify(formData),
    ...more,
  });
  // biome-ignore lint/suspicious/noExplicitAny: test assertions read the envelope freely
  let body: Record<string, any>;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`not JSON (${res.status}): ${text.slice(0, 200)}`);
  }
  return { res, body };
}

/** `{id → {id, value}}` from `{id: value}`. */
export function fieldsOf(values: Record<number, unknown>): Posted["fields"] {
  return Object.fromEntries(Object.entries(values).map(([id, value]) => [id, { id: Number(id), value }]));
}
