import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * An empty PostgreSQL database with a unique name beside `adminUrl`'s, for servers that migrate and
 * seed it themselves at the real time (the tests' template is seeded at their fixed clock). Outside
 * vitest too: the scale-out stack uses it.
 */
export async function createScratchDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `steelyard_s_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
