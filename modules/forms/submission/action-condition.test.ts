import { describe, expect, it } from "vitest";
import type { Db } from "#db/client.ts";
import type { OutboxMail } from "#modules/mail/outbox.ts";
import type { StoredForm } from "../store.ts";
import { actionCondition } from "./action-condition.ts";
import { runSubmission, SUBMIT_STEPS } from "./pipeline.ts";

const form = (conditions: unknown): StoredForm => ({
  id: 5,
  key: "c",
  title: "Rückruf",
  status: "publish",
  settings: { title: "Rückruf" },
  fields: [
    { id: 1, key: "email", type: "email", order: 1, label: "E-Mail", required: true },
    {
      id: 2,
      key: "wunsch",
      type: "listradio",
      order: 2,
      label: "Wunsch",
      options: [
        { label: "Rückruf", value: "rueckruf" },
        { label: "Nichts", value: "nichts" },
      ],
    },
  ],
  actions: [
    {
      type: "email",
      active: true,
      settings: { to: "team@example.de", subject: "Rückruf", message: "x", conditions },
    },
    { type: "successmessage", active: true, settings: { success_msg: "ok" } },
  ],
  unsupported: [],
  updatedAt: new Date(),
});

async function mailsFor(conditions: unknown, wunsch: string): Promise<OutboxMail[]> {
  const mails: OutboxMail[] = [];
  const out = await runSubmission(
    form(conditions),
    { formId: 5, values: { "1": "a@example.de", "2": wunsch }, honeypot: "" },
    { lang: "de", owner: true, adminEmail: "a@example.de", siteTitle: "S" },
    { db: {} as Db, enqueueMail: async (_db, m) => void mails.push(m) },
    SUBMIT_STEPS.filter((s) => s.name !== "record"),
  );
  expect(out.answer.actions?.successMessage).toBe("ok");
  return mails;
}

describe("action conditions (issue 26)", () => {
  const when = [{ key: "wunsch", comparator: "equal", value: "rueckruf" }];

  it("an action runs only when its condition holds; process 0 runs it when it does not", async () => {
    expect(await mailsFor({ connector: "all", when }, "rueckruf")).toHaveLength(1);
    expect(await mailsFor({ connector: "all", when }, "nichts")).toHaveLength(0);
    expect(await mailsFor({ process: "0", connector: "all", when }, "nichts")).toHaveLength(1);
    expect(await mailsFor({ process: "0", connector: "all", when }, "rueckruf")).toHaveLength(0);
  });

  it("any: one row is enough; no usable row: the action always runs", async () => {
    const rows = [...when, { key: "email", comparator: "contains", value: "@example.de" }];
    expect(await mailsFor({ connector: "any", when: rows }, "nichts")).toHaveLength(1);
    expect(await mailsFor({ connector: "all", when: rows }, "nichts")).toHaveLength(0);
    expect(
      await mailsFor({ connector: "all", when: [{ key: "", comparator: "equal" }] }, "nichts"),
    ).toHaveLength(1);
    expect(actionCondition({ conditions: "x" })).toBeUndefined();
  });
});
