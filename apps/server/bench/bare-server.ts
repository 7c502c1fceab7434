// The HTTP layer's ceiling for the API benchmark: Fastify with one route answering a constant JSON,
// in its own process like the server (PORT from the environment).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const reply = { status: 'ok', items: [{ id: '00000000-0000-4000-8000-000000000000', name: 'constant' }] };
app.get('/', async () => reply);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
