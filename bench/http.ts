import http from 'node:http';

export interface HttpResult {
  status: number;
  body: Buffer;
  /** Time from sending to the last byte, in ms. */
  ms: number;
}

/** A plain keep-alive client over loopback: little client-side cost in the measured latency. */
export function httpClient(baseUrl: string, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const base = new URL(baseUrl);

  /** `json` is sent as JSON; `body` as it is, with the content type given in `headers`. */
  function request(
    method: 'GET' | 'POST',
    path: string,
    options: { headers?: Record<string, string>; json?: unknown; body?: Buffer } = {},
  ): Promise<HttpResult> {
    const payload = options.body ?? (options.json === undefined ? null : Buffer.from(JSON.stringify(options.json)));
    const headers: Record<string, string | number> = { ...options.headers };
    if (payload) {
      if (!options.body) headers['content-type'] = 'application/json';
      headers['content-length'] = payload.length;
    }
    return new Promise((resolve, reject) => {
      const start = performance.now();
      const req = http.request({ host: base.hostname, port: base.port, method, path, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), ms: performance.now() - start }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload ?? undefined);
    });
  }

  return { request, close: () => agent.destroy() };
}

export type HttpClient = ReturnType<typeof httpClient>;
