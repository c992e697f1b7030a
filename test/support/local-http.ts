/**
 * A minimal JSON HTTP server on 127.0.0.1 for tests of code that calls a REST API: a handler per
 * request, every request recorded.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface JsonReply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface LocalServer {
  url: string;
  requests: { path: string; query: URLSearchParams; authorization?: string }[];
  close(): Promise<void>;
}

export async function startJsonServer(handle: (url: URL, req: IncomingMessage) => JsonReply | undefined): Promise<LocalServer> {
  const requests: LocalServer['requests'] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ path: url.pathname, query: url.searchParams, authorization: req.headers.authorization });
    const reply = handle(url, req) ?? { status: 404, body: { message: 'Not Found' } };
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((done) => server.close(() => done()))
  };
}
