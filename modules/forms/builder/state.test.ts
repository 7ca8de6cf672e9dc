import { describe, expect, it } from "vitest";
import { publishProblems, unknownMergeTags } from "./publish-check.ts";
import {
  addField,
  type Draft,
  emptyDraft,
  moveField,
  moveFieldTo,
  ordered,
  PALETTE,
  removeField,
  subFieldsWith,
  subFieldsWithout,
  updateField,
} from "./state.ts";

const keys = (d: Draft) => ordered(d.fields).map((f) => f.key);

function quote(): Draft {
  let d = emptyDraft("Angebot");
  for (const type of ["submit", "number", "listselect", "email"] as const) d = addField(d, type).draft;
  return d;
}

describe("the builder's field list", () => {
  it("adds fields before the submit button and numbers them 1…n", () => {
    const d = quote();
    expect(keys(d)).toEqual(["number_1", "listselect_1", "email_1", "submit_1"]);
    expect(ordered(d.fields).map((f) => f.order)).toEqual([1, 2, 3, 4]);
    expect(new Set(d.fields.map((f) => f.id)).size).toBe(4);
  });

  it("offers every palette type and turns time into a time-only date field", () => {
    let d = emptyDraft("Alle");
    for (const type of PALETTE) d = addField(d, type).draft;
    expect(d.fields).toHaveLength(PALETTE.length);
    const time = d.fields.find((f) => f.key === "time_1");
    expect(time).toMatchObject({ type: "date", date_mode: "time_only" });
    expect(new Set(d.fields.map((f) => f.key)).size).toBe(PALETTE.length);
  });

  it("moves a field up and down by one and to a dropped position, clamped at the ends", () => {
    const d = quote();
    const email = d.fields.find((f) => f.key === "email_1")!;
    expect(keys(moveField(d, email.id, -1))).toEqual(["number_1", "email_1", "listselect_1", "submit_1"]);
    expect(keys(moveField(d, email.id, 1))).toEqual(["number_1", "listselect_1", "submit_1", "email_1"]);
    expect(keys(moveFieldTo(d, email.id, 0))).toEqual(["email_1", "number_1", "listselect_1", "submit_1"]);
    const first = d.fields.find((f) => f.key === "number_1")!;
    expect(moveField(d, first.id, -1)).toBe(d);
    expect(keys(moveFieldTo(d, first.id, 99))).toEqual(["listselect_1", "email_1", "submit_1", "number_1"]);
  });

  it("removes a field and closes the gap in the order", () => {
    const d = quote();
    const next = removeField(d, d.fields.find((f) => f.key === "listselect_1")!.id);
    expect(keys(next)).toEqual(["number_1", "email_1", "submit_1"]);
    expect(ordered(next.fields).map((f) => f.order)).toEqual([1, 2, 3]);
  });

  it("carries a renamed key into calculations, conditions and merge tags", () => {
    let d = quote();
    d = {
      ...d,
      settings: {
        ...d.settings,
        calculations: [{ name: "summe", eq: "{field:number_1} * 2 + {field:number_10}", dec: 2 }],
        conditions: [
          {
            connector: "all",
            when: [{ key: "number_1", comparator: "greater", value: "2" }],
            actions: [{ key: "email_1", trigger: "show_field" }],
          },
        ],
      },
      actions: [
        {
          type: "email",
          active: true,
          settings: { to: "a@example.org", email_message: "Anzahl {field:number_1:label}" },
        },
      ],
    };
    const id = d.fields.find((f) => f.key === "number_1")!.id;
    const next = updateField(d, id, { key: "anzahl" });
    expect(next.settings.calculations?.[0]?.eq).toBe("{field:anzahl} * 2 + {field:number_10}");
    expect(next.settings.conditions?.[0]?.when[0]?.key).toBe("anzahl");
    expect(next.actions[0]?.settings.email_message).toBe("Anzahl {field:anzahl:label}");
  });
});

describe("what publishing refuses", () => {
  it("passes a whole form", () => {
    const d = quote();
    expect(
      publishProblems({
        ...d,
        settings: { ...d.settings, calculations: [{ name: "p", eq: "{field:number_1} * 3" }] },
      }),
    ).toEqual([]);
  });

  it("names the field of a duplicate key, a calculation that does not parse, a condition on a deleted field", () => {
    let d = quote();
    const [a, b] = ordered(d.fields);
    d = updateField(d, b!.id, { key: a!.key });
    d = {
      ...d,
      settings: {
        ...d.settings,
        calculations: [{ name: "preis", eq: "{field:number_1} * (2" }],
        conditions: [
          {
            connector: "all",
            when: [{ key: "weg", comparator: "equal", value: "1" }],
            actions: [{ key: "email_1", trigger: "show_field" }],
          },
        ],
      },
    };
    const problems = publishProblems(d);
    expect(problems).toContainEqual({
      code: "key_duplicate",
      target: `field:${b!.id}`,
      params: { key: a!.key },
    });
    expect(problems.find((p) => p.code === "calc_parse")).toMatchObject({
      target: "calc:0",
      params: { name: "preis" },
    });
    expect(problems).toContainEqual({
      code: "condition_unknown_field",
      target: "condition:0",
      params: { key: "weg" },
    });
  });

  it("refuses an e-mail action without recipient and unknown merge tags", () => {
    const d = quote();
    const next: Draft = {
      ...d,
      actions: [
        ...d.actions,
        {
          type: "email",
          active: true,
          settings: {
            to: " ",
            email_subject: "Angebot {calc:fehlt}",
            email_message: "{field:email_1} {all_fields_table} {field:nix}",
          },
        },
      ],
    };
    const problems = publishProblems(next).filter((p) => p.target === "action:2");
    expect(problems.map((p) => p.code)).toEqual(["email_no_recipient", "merge_tag_unknown"]);
    expect(problems[1]?.params.tag).toBe("{calc:fehlt}, {field:nix}");
    expect(
      unknownMergeTags("{wp:site_title} {form:title} {submission:id} {field:email_1:label}", next),
    ).toEqual([]);
  });

  it("refuses an analytics action without an event name", () => {
    const d = quote();
    const withEvent = (event_name: string): Draft => ({
      ...d,
      actions: [...d.actions, { type: "googleanalytics", active: true, settings: { event_name } }],
    });
    const codes = (draft: Draft) =>
      publishProblems(draft)
        .filter((p) => p.target === "action:2")
        .map((p) => p.code);
    expect(codes(withEvent(" "))).toEqual(["analytics_no_event"]);
    expect(codes(withEvent("angebot_angefragt"))).toEqual([]);
  });

  it("refuses a form without a submit button or a title", () => {
    const d = removeField(quote(), quote().fields.find((f) => f.type === "submit")!.id);
    expect(publishProblems({ ...d, title: " " }).map((p) => p.code)).toEqual(["title_missing", "no_submit"]);
  });
});

describe("publishing refuses an action condition on a deleted field (issue 26)", () => {
  it("points at the action", () => {
    const d = quote();
    const withCond: Draft = {
      ...d,
      actions: [
        {
          type: "email",
          active: true,
          settings: {
            to: "a@example.de",
            conditions: {
              process: "1",
              connector: "all",
              when: [{ key: "weg", comparator: "equal", value: "1" }],
            },
          },
        },
      ],
    };
    expect(publishProblems(withCond).filter((p) => p.target === "action:0")).toEqual([
      { code: "condition_unknown_field", target: "action:0", params: { key: "weg" } },
    ]);
  });
});

describe("a repeater's own fields (issue 26)", () => {
  function registration(): { draft: Draft; repeaterId: number } {
    const start = addField(addField(emptyDraft("Anmeldung"), "submit").draft, "repeater");
    return { draft: start.draft, repeaterId: start.field.id };
  }
  const repeaterOf = (d: Draft, id: number) => d.fields.find((f) => f.id === id)!;

  it("adds a set field with an id new in the whole form and a key new in the repeater; removes it", () => {
    const { draft, repeaterId } = registration();
    const repeater = repeaterOf(draft, repeaterId);
    const subs = subFieldsWith(repeater, draft.fields, "email");
    const added = subs.at(-1)!;
    const allIds = draft.fields.flatMap((f) => [f.id, ...(f.fields ?? []).map((x) => x.id)]);
    expect(allIds).not.toContain(added.id);
    expect(added).toMatchObject({ type: "email", key: "email_1", order: subs.length });
    const withTwo = updateField(draft, repeaterId, {
      fields: subFieldsWith({ ...repeater, fields: subs }, draft.fields, "email"),
    });
    expect(repeaterOf(withTwo, repeaterId).fields!.map((f) => f.key)).toEqual([
      "eintrag",
      "email_1",
      "email_2",
    ]);
    const first = repeater.fields![0]!;
    expect(subFieldsWithout({ ...repeater, fields: subs }, first.id).map((f) => [f.key, f.order])).toEqual([
      ["email_1", 1],
    ]);
  });

  it("refuses on publish a repeater without fields, and a set field's bad or repeated key, in the repeater's panel", () => {
    const { draft, repeaterId } = registration();
    const repeater = repeaterOf(draft, repeaterId);
    const codes = (fields: Draft["fields"][number]["fields"]) =>
      publishProblems(updateField(draft, repeaterId, { fields }))
        .filter((p) => p.target === `field:${repeaterId}`)
        .map((p) => p.code);
    expect(codes(repeater.fields)).toEqual([]);
    expect(codes([])).toEqual(["repeater_empty"]);
    const [one] = repeater.fields!;
    expect(codes([one!, { ...one!, id: 99, order: 2 }])).toEqual(["key_duplicate"]);
    expect(codes([{ ...one!, key: "Name mit Leerzeichen" }])).toEqual(["key_invalid"]);
    expect(codes([{ ...one!, label: " " }])).toEqual(["label_missing"]);
  });
});
