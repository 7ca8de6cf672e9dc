/**
 * The benchmark form of issue 6: 200 fields with 20 calculations, as a Ninja Forms export (so the
 * importer brings it into any database). 170 number fields, 20 html fields each showing one
 * calculation, 9 text fields and a submit button; calc i reads n(2i) and n(2i+1).
 */
export const BIG_FORM_CALCS = 20;

export function bigFormNff(): unknown {
  const fields: Record<string, unknown>[] = [];
  let order = 1;
  for (let i = 0; i < 170; i++)
    fields.push({
      type: "number",
      key: `n${i}`,
      label: `Zahl ${i + 1}`,
      order: order++,
      num_min: "0",
      num_max: "100000",
    });
  for (let i = 0; i < BIG_FORM_CALCS; i++)
    fields.push({
      type: "html",
      key: `show${i}`,
      label: `Ergebnis ${i + 1}`,
      order: order++,
      default: `<p>Ergebnis ${i + 1}: {calc:c${i}}</p>`,
    });
  for (let i = 0; i < 9; i++)
    fields.push({
      type: "textbox",
      key: `t${i}`,
      label: `Text ${i + 1}`,
      order: order++,
      required: i === 0 ? "1" : "",
    });
  fields.push({ type: "submit", key: "submit", label: "Absenden", order: order++ });
  const calculations = Array.from({ length: BIG_FORM_CALCS }, (_, i) => ({
    name: `c${i}`,
    eq: `{field:n${2 * i}} * 2 + {field:n${2 * i + 1}} / 3 + sqrt(16)`,
    dec: "2",
  }));
  return { settings: { title: "Benchmark: 200 Felder", show_title: "1", calculations }, fields, actions: [] };
}
