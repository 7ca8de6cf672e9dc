/** Ticks every row box (`name="ids"`) of its form (JavaScript only; without it each box is ticked by hand). */
export function SelectAll({ label }: { label: string }) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      onChange={(e) => {
        const form = e.currentTarget.form;
        if (!form) return;
        for (const box of form.querySelectorAll<HTMLInputElement>('input[name="ids"]'))
          box.checked = e.currentTarget.checked;
      }}
    />
  );
}
