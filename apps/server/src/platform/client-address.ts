import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/**
 * Fastify's `trustProxy` for TRUST_PROXY (decision 132). A list of proxies is handed over as it is.
 * A hop count becomes a trust function: Fastify 5.12 makes a bare number trust nothing (a client
 * that reaches the server directly could add hops of its own), and the count is meant for servers
 * that only the proxies can reach. Either way the client address is the right-most address of
 * X-Forwarded-For that is not a trusted proxy.
 */
export function fastifyTrustProxy(setting: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (setting === false) return false;
  if (typeof setting === 'number') {
    const hops = setting;
    // hop 0 is the peer of the socket, hop 1 the entry it appended last, and so on
    return (_address: string, hop: number) => hop < hops;
  }
  return setting;
}
