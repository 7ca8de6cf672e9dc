/** A stored PDF as a download answer: never cached, never indexed, shown inline with its name. */
import { NO_STORE } from "#modules/shared/cache-control.ts";

export function pdfResponse(pdf: Uint8Array, fileName: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...NO_STORE,
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${fileName.replace(/[^\w.-]/g, "_")}"`,
      "X-Robots-Tag": "noindex",
    },
  });
}
