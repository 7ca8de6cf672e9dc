/** A minimal cookie jar for HTTP tests: remembers Set-Cookie answers, sends them back. */
export type Jar = Map<string, string>;

export const jar = (): Jar => new Map();

export function cookieHeader(j: Jar): string {
  return [...j].map(([k, v]) => `${k}=${v}`).join("; ");
}

export function remember(j: Jar, res: Response): void {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const [name, value] = pair!.split("=");
    if (/Max-Age=0/i.test(line) || value === "") j.delete(name!);
    else j.set(name!, value!);
  }
}
