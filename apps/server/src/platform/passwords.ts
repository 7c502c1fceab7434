import { hash, verify } from '@node-rs/argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * False for a wrong password, a missing hash or one that cannot be read. A missing hash is
   * still checked against a dummy hash so that unknown accounts take as long as known ones.
   */
  verify(passwordHash: string | null, password: string): Promise<boolean>;
}

/** argon2id (the library's default algorithm) with the configured cost. */
export function createPasswordHasher(cost: { memoryCost: number; timeCost: number }): PasswordHasher {
  const options = { memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 };
  let dummyHash: Promise<string> | null = null;
  const check = async (passwordHash: string, password: string) => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  };
  return {
    hash: (password) => hash(password, options),
    verify: async (passwordHash, password) => {
      if (passwordHash != null) return check(passwordHash, password);
      dummyHash ??= hash('no account has this password', options);
      await check(await dummyHash, password);
      return false;
    },
  };
}
