/** Reading what the SMTP sink received: the decoded subject and the text/plain part of a mail. */

function decodeQuotedPrintable(body: string): string {
  const soft = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i]!;
    if (c === "=" && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodePart(headers: string, body: string): string {
  const encoding = /Content-Transfer-Encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** The text/plain body, decoded, with CRLF as LF. */
export function mailText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  for (const part of parts) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = part.slice(0, split);
    if (!/Content-Type:\s*text\/plain/i.test(headers)) continue;
    const body = part.slice(split).replace(/^\r?\n\r?\n/, "");
    return decodePart(headers, body).replace(/\r\n/g, "\n");
  }
  throw new Error("no text/plain part");
}

/** The Subject header with RFC 2047 encoded words decoded. */
export function mailSubject(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? "";
  return header
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

/** The text/html part, decoded (undefined when the mail has none). */
export function mailHtml(raw: string): string | undefined {
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = part.slice(0, split);
    if (!/Content-Type:\s*text\/html/i.test(headers)) continue;
    return decodePart(headers, part.slice(split).replace(/^\r?\n\r?\n/, "")).replace(/\r\n/g, "\n");
  }
  return undefined;
}

export type MailAttachmentPart = { filename: string; contentType: string; content: Buffer };

/** The parts sent as attachments (Content-Disposition: attachment), their bytes decoded. */
export function mailAttachments(raw: string): MailAttachmentPart[] {
  const found: MailAttachmentPart[] = [];
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = part.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
    if (!/Content-Disposition:\s*attachment/i.test(headers)) continue;
    const body = part.slice(split).replace(/^\r?\n\r?\n/, "");
    found.push({
      filename: /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? "",
      contentType: /Content-Type:\s*([^;\s]+)/i.exec(headers)?.[1] ?? "",
      content: Buffer.from(body.replace(/\s+/g, ""), "base64"),
    });
  }
  return found;
}
