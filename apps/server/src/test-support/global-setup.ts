import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPgliteMemoryDatabase, openPostgresDatabase, type DatabaseHandle } from '../platform/db/database';
import { createPasswordHasher } from '../platform/passwords';
import { seedDemoData } from '../seed/demo-seed';
import { createTestConfig } from './test-config';
import { databaseUrlFor, type TestDatabaseSource } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

async function migrateAndSeed(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await seedDemoData(handle.db, createPasswordHasher(createTestConfig().argon2));
}

/**
 * Builds the migrated, seeded database once per run. PGlite: a `dumpDataDir` archive every test
 * file loads into its own in-memory database. PostgreSQL (DATABASE_URL): a template database every
 * test file copies with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const template = `steelyard_tpl_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${template}"`);
    const handle = await openPostgresDatabase(databaseUrlFor(adminUrl, template));
    try {
      await migrateAndSeed(handle);
    } finally {
      // a template must have no open connections while it is copied
      await handle.close();
    }
    project.provide('testDatabase', { kind: 'postgres', adminUrl, template });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
      await admin.end();
    };
  }
  const handle = await openPgliteMemoryDatabase();
  const dumpPath = path.join(os.tmpdir(), `steelyard-test-${process.pid}-${Date.now()}.tar`);
  try {
    await migrateAndSeed(handle);
    const dump = await handle.dumpDataDir!();
    writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('testDatabase', { kind: 'pglite', dumpPath });
  return async () => rmSync(dumpPath, { force: true });
}
