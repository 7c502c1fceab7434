import http from 'node:http';

/*
 * The smallest load balancer: every request goes to the next server in turn (round robin per
 * request, no stickiness), so a journey signs in on one instance and continues on the other. It
 * passes bodies through as streams and says which instance answered in `x-steelyard-upstream`.
 */

export interface RoundRobinProxy {
  /** Requests each upstream was sent, in the order of `upstreams`. */
  counts(): number[];
  close(): Promise<void>;
}

// hop-by-hop headers belong to one connection, not to the request (RFC 9110 §7.6.1)
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

/** Listens on 127.0.0.1:`port` and forwards each request to the next of `upstreams` (http://host:port). */
export async function startRoundRobinProxy(port: number, upstreams: string[]): Promise<RoundRobinProxy> {
  const targets = upstreams.map((u) => new URL(u));
  const counts = targets.map(() => 0);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = http.createServer((req, res) => {
    const index = next;
    next = (next + 1) % targets.length;
    counts[index]! += 1;
    const target = targets[index]!;
    const headers = { ...req.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    // what a real proxy adds; the servers trust it only with TRUST_PROXY
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
    headers['x-forwarded-host'] = req.headers.host ?? '';
    headers['x-forwarded-proto'] = 'http';
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        const replyHeaders: http.OutgoingHttpHeaders = { ...answer.headers, 'x-steelyard-upstream': String(index + 1) };
        for (const name of HOP_BY_HOP) delete replyHeaders[name];
        res.writeHead(answer.statusCode ?? 502, replyHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 502, kind: 'API', message: 'The upstream server did not answer.' }));
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    counts: () => [...counts],
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
