import type { PageParams } from "#server/services.ts";

/** The page parameters as inert JSON (not executed, so CSP does not apply); `<` is escaped. */
export function PageParamsScript({ params }: { params: PageParams }) {
  const json = JSON.stringify(params).replace(/</g, "\\u003c");
  return <script type="application/json" id="laden-params" dangerouslySetInnerHTML={{ __html: json }} />;
}
