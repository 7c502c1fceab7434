// The API benchmark's references for the HTTP layer, in a process of their own like the server (PORT from
// the environment). GET / answers constant JSON: Fastify alone. GET /twin/<i> (any query) is endpoint i's
// bare twin when BARE_RECORDINGS names a JSON array of recordings (endpoint-recording.ts; issue 25,
// decision 1): the thinnest handler doing the endpoint's work, it runs the recorded statements in order
// with their recorded parameters on one client of a pg Pool on DATABASE_URL, then sends the recorded
// headers and body through the server's own compression settings.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { registerCompression } from '../src/platform/compression';
import type { EndpointRecording } from './endpoint-recording';

const app = Fastify({ logger: false });
const reply = { status: 'ok', items: [{ id: '00000000-0000-4000-8000-000000000000', name: 'constant' }] };
app.get('/', async () => reply);

const recordingsFile = process.env.BARE_RECORDINGS;
if (recordingsFile) {
  const recordings = JSON.parse(readFileSync(recordingsFile, 'utf8')) as EndpointRecording[];
  // the server's pool size (platform/db/database.ts)
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  // an idle client losing its connection fails the next query, not the whole process
  pool.on('error', () => {});
  app.addHook('onClose', () => pool.end());
  // a scope of its own, so that the constant route stays Fastify alone, without the compression hook
  await app.register(async (twins) => {
    await registerCompression(twins);
    recordings.forEach((recording, i) => {
      const body = Buffer.from(recording.body, 'base64');
      twins.get(`/twin/${i}`, async (_request, res) => {
        const client = await pool.connect();
        try {
          for (const s of recording.statements) await client.query(s.sql, s.params);
        } finally {
          client.release();
        }
        res.headers(recording.headers);
        return body;
      });
    });
  });
}

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
