import { Algorithm, hash } from '@node-rs/argon2';

/** argon2id with the library's defaults (memory-hard). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: Algorithm.Argon2id });
}
