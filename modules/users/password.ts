import { hash, verify } from "@node-rs/argon2";

/** argon2id with the library's defaults (OWASP-recommended memory and time cost). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

export const MIN_PASSWORD_LENGTH = 10;
