import { describe, expect, it } from "vitest";
import { emailAttachments } from "./mail-attachments.ts";

const state = {
  form: {
    id: 7,
    key: "k",
    title: "T",
    status: "publish" as const,
    settings: { title: "T", calculations: [{ name: "preis", eq: "1" }] },
    fields: [
      { id: 1, key: "name", type: "textbox", label: "Name", order: 1 },
      { id: 2, key: "datei", type: "file_upload", label: "Datei", order: 2 },
    ],
    actions: [],
    unsupported: [],
    updatedAt: new Date(0),
  },
  values: {
    "1": { key: "name", label: "Name", type: "textbox", value: "+49 Eva", text: "+49 Eva" },
    "2": { key: "datei", label: "Datei", type: "file_upload", value: ["a.pdf"], text: "a.pdf" },
  },
  calculations: { preis: "12.50" },
  uploadFiles: [{ id: 41, fieldId: 2, name: "a.pdf" }],
  submissionId: 9,
};
const now = new Date("2026-11-28T10:00:00Z");

describe("e-mail action attachments", () => {
  it("none unless switched on", () => {
    expect(emailAttachments({}, state, now)).toEqual([]);
    expect(emailAttachments({ attach_csv: "0", attach_uploads: false }, state, now)).toEqual([]);
  });

  it("uploads as references the outbox reads when it sends; the CSV through the one CSV writer", () => {
    const list = emailAttachments({ attach_uploads: true, attach_csv: "1" }, state, now);
    expect(list[0]).toEqual({
      filename: "a.pdf",
      contentType: "application/octet-stream",
      source: { formUpload: 41 },
    });
    expect(list[1]?.filename).toBe("einsendung-9.csv");
    expect(list[1]?.source).toEqual({
      text: "\uFEFFid,created,Name,Datei,calc:preis\r\n9,2026-11-28T10:00:00.000Z,'+49 Eva,a.pdf,12.50\r\n",
    });
  });
});
