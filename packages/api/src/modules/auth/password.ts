import { hash, verify } from '@node-rs/argon2';

// Argon2id with OWASP's second recommended setting (19 MiB, 2 passes): memory-hard, ~20 ms here.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// A real hash of a random password, so that a sign-in for an unknown user costs as much as a real one.
const decoy = hash('decoy-password-never-used', options);

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
