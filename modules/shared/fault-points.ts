/**
 * Named points where the crash tests stop a process (`LADEN_FAULT_POINT=order:stock`): the
 * process says so on stderr and waits forever, so the test can `kill -9` it exactly there.
 * Without the variable this is a no-op; it is read once.
 */
const point = process.env.LADEN_FAULT_POINT ?? "";

export async function faultPoint(name: string): Promise<void> {
  if (point !== name) return;
  process.stderr.write(`laden fault point reached: ${name}\n`);
  await new Promise<never>(() => {});
}
