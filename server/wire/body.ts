import type { Context } from "hono";
import type { FieldValue } from "./types.ts";

export class BadBodyError extends Error {
  readonly kind: "content-type" | "malformed";
  constructor(kind: "content-type" | "malformed", message: string) {
    super(message);
    this.kind = kind;
  }
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Reads query and body fields. Bodies must be form-encoded (what the plugins' scripts send) or,
 * where `allowJson`, a JSON object. `name[]` keys collect into arrays as PHP would.
 */
export async function readFields(
  c: Context,
  { allowJson }: { allowJson: boolean },
): Promise<Record<string, FieldValue>> {
  const fields: Record<string, FieldValue> = {};
  for (const [k, v] of new URL(c.req.url).searchParams) add(fields, k, v);
  if (c.req.method === "GET" || c.req.method === "HEAD") return fields;

  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const length = c.req.header("content-length");
  if (!type && (length === undefined || length === "0")) return fields;

  if (type === "application/x-www-form-urlencoded") {
    // The text through Hono's body cache (the input door may have read it already), parsed as
    // a form is, without parseBody's detour through a Response and FormData.
    let text: string;
    try {
      text = await c.req.text();
    } catch {
      throw new BadBodyError("malformed", "unreadable form body");
    }
    for (const [k, v] of new URLSearchParams(text)) add(fields, k, v);
    return fields;
  }
  if (FORM_TYPES.includes(type)) {
    let body: Record<string, string | File | (string | File)[]>;
    try {
      body = await c.req.parseBody({ all: true });
    } catch {
      throw new BadBodyError("malformed", "unreadable form body");
    }
    for (const [k, v] of Object.entries(body)) {
      for (const item of Array.isArray(v) ? v : [v]) if (typeof item === "string") add(fields, k, item);
    }
    return fields;
  }
  if (allowJson && type === "application/json") {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new BadBodyError("malformed", "invalid JSON");
    }
    if (!body || typeof body !== "object" || Array.isArray(body)) {
      throw new BadBodyError("malformed", "JSON body must be an object");
    }
    for (const [k, v] of Object.entries(body)) {
      if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") add(fields, k, String(v));
    }
    return fields;
  }
  throw new BadBodyError("content-type", `unsupported content type ${type || "(none)"}`);
}

function add(fields: Record<string, FieldValue>, rawKey: string, value: string) {
  if (rawKey.endsWith("[]")) {
    const key = rawKey.slice(0, -2);
    const prev = fields[key];
    fields[key] = Array.isArray(prev) ? [...prev, value] : prev === undefined ? [value] : [prev, value];
  } else {
    fields[rawKey] = value;
  }
}
