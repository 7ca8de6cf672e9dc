/**
 * The submission pipeline's upload step (after `validate`, before `record`): each visible upload
 * field's value is the visitor's token(s) from `nf_fu_upload` (or from the no-JS post's own
 * files). Every token must name an upload of this form and field made by this visitor (owner
 * cookie) that is pending; limits are checked again (the field may have changed). The stored
 * value becomes the file names; the record step attaches the uploads in its transaction.
 */
import { getSetting } from "#modules/settings/index.ts";
import { hasBlockingErrors } from "../submission/answer.ts";
import type { SubmitState } from "../submission/pipeline.ts";
import { fieldLimits, normalizeExt, type UploadField } from "./check.ts";
import { refusalText, uploadText } from "./messages.ts";
import { uploadsByTokens } from "./store.ts";

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

function tokensOf(value: unknown): string[] | undefined {
  const list = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  const tokens = [...new Set(list.map((t) => String(t).trim()).filter((t) => t !== ""))];
  return tokens.every((t) => TOKEN.test(t)) ? tokens : undefined;
}

export async function linkUploads(state: SubmitState): Promise<"continue" | "stop"> {
  const fields = state.runtime.fields.filter(
    (f) => f.type === "file_upload" && state.values[String(f.id)] !== undefined,
  );
  if (fields.length === 0) return "continue";
  const maxMb = await getSetting(state.deps.db, "forms.uploadMaxMb");
  const lang = state.env.lang;
  for (const f of fields) {
    const id = String(f.id);
    const stored = state.values[id]!;
    const limits = fieldLimits(f as UploadField, maxMb);
    const tokens = tokensOf(stored.value);
    const failed = () =>
      state.fieldError(id, { slug: "upload_failed", message: uploadText(lang, "upload_failed") });
    if (!tokens) {
      failed();
      continue;
    }
    if (tokens.length > limits.multiCount) {
      state.fieldError(id, { slug: "too_many_files", message: refusalText(lang, "too_many_files", limits) });
      continue;
    }
    const rows = await uploadsByTokens(state.deps.db, tokens);
    const owner = state.posted.uploadOwner;
    const mine = rows.filter(
      (r) => r.formId === state.form.id && r.fieldId === f.id && owner !== undefined && r.ownerHash === owner,
    );
    // A token of another visitor, form or field counts as no upload at all.
    if (mine.length !== tokens.length) {
      failed();
      continue;
    }
    const tooLarge = mine.some((r) => r.size > limits.maxBytes);
    const badType = mine.some(
      (r) => !limits.types.includes(normalizeExt(r.storedName.split(".").pop() ?? "")),
    );
    if (tooLarge || badType) {
      const code = tooLarge ? "file_too_large" : "invalid_file_type";
      state.fieldError(id, { slug: code, message: refusalText(lang, code, limits) });
      continue;
    }
    const names = mine.map((r) => r.originalName);
    state.values[id] = { ...stored, value: names, text: names.join(", ") };
    // Already attached ones pass here only for a duplicate post (the record step finds the first
    // submission and attaches nothing); a new submission needs every one still pending.
    state.uploadIds.push(...mine.map((r) => r.id));
    state.uploadFiles.push(...mine.map((r) => ({ id: r.id, fieldId: r.fieldId, name: r.originalName })));
  }
  return hasBlockingErrors(state.answer) ? "stop" : "continue";
}
