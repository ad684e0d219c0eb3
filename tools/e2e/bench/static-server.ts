/**
 * A production-like static host for a built app, for the load benches: HTTP/2 over TLS as a CDN serves a
 * site (one connection carries every request; `BENCH_HTTP=1.1` serves plain HTTP/1.1 instead, where the
 * browser opens at most six connections and queues the page's other requests), gzip for text files (a CDN
 * would send brotli, a little smaller), the `_headers` file of the build applied as
 * Netlify and Cloudflare Pages apply it (so a Cache-Control rule there takes effect), ETags with 304 answers,
 * index.html for every other path, and `/api` and `/banners` proxied to the sandbox as `vite preview` does.
 * `vite preview` itself sends neither compression nor cache headers, so its bytes and repeat visits would
 * not be what a phone sees.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import {
  constants as http2,
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type Http2Session,
} from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BENCH_CERTIFICATE } from './certificate';

/** What the benches' static hosts speak: HTTP/2 over TLS unless `BENCH_HTTP=1.1`. */
export const HTTP_VERSION: '2' | '1.1' = process.env.BENCH_HTTP === '1.1' ? '1.1' : '2';

/** The request and response of either protocol (node's HTTP/2 compatibility API mirrors HTTP/1's). */
type Incoming = Http2ServerRequest | IncomingMessage;
type Outgoing = Http2ServerResponse | ServerResponse;

/** Headers HTTP/2 forbids (connection-specific) and its pseudo-headers, which a forwarded request drops. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);
const forwardable = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name.toLowerCase())),
  );

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt']);

/** How the API answers: normally, by resetting every connection, or never (a filtered network). */
export type ApiMode = 'up' | 'refused' | 'black-hole';

export interface StaticHost {
  url: string;
  setApiMode(mode: ApiMode): void;
  close(): Promise<void>;
}

/** The rules of a `_headers` file: a path pattern (`*` for any rest), then indented `Name: value` lines. */
function readHeaderRules(dist: string): { pattern: RegExp; headers: [string, string][] }[] {
  const file = join(dist, '_headers');
  if (!existsSync(file)) return [];
  const rules: { pattern: RegExp; headers: [string, string][] }[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replaceAll('*', '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    if (colon > 0) rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

function proxy(target: URL, path: string, incoming: Incoming, outgoing: Outgoing): void {
  const forwarded = request(
    new URL(path, target),
    { method: incoming.method, headers: { ...forwardable(incoming.headers), host: target.host } },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
      answer.pipe(outgoing as NodeJS.WritableStream);
    },
  );
  forwarded.on('error', () => outgoing.destroy());
  incoming.pipe(forwarded);
}

/** A refused connection: HTTP/1 closes the socket; HTTP/2 resets the call's stream (not the shared one). */
function refuse(incoming: Incoming): void {
  if ('stream' in incoming) incoming.stream.close(http2.NGHTTP2_CONNECT_ERROR);
  else incoming.socket.destroy();
}

/** Headers that stop a local page from framing the app (the mini-app allows only Telegram Web). */
const FRAMING_HEADERS = new Set(['content-security-policy', 'x-frame-options']);

export async function serveStatic(options: {
  dist: string;
  sandboxUrl: string;
  port?: number;
  /** Leave out the framing headers, so the local Telegram host can frame the app (its <meta> CSP stays). */
  isFramed?: boolean;
  /** The protocol, HTTP_VERSION unless given. */
  http?: '2' | '1.1';
}): Promise<StaticHost> {
  const http = options.http ?? HTTP_VERSION;
  const { dist } = options;
  const sandbox = new URL(options.sandboxUrl);
  const rules = readHeaderRules(dist).map((rule) => ({
    ...rule,
    headers: rule.headers.filter(([name]) => !(options.isFramed && FRAMING_HEADERS.has(name.toLowerCase()))),
  }));
  const gzipped = new Map<string, Buffer>();
  let apiMode: ApiMode = 'up';
  const hanging = new Set<Outgoing>();

  const handle = (incoming: Incoming, outgoing: Outgoing) => {
    const url = new URL(incoming.url ?? '/', 'http://host');
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/banners/')) {
      if (apiMode === 'refused') return void refuse(incoming);
      if (apiMode === 'black-hole') return void hanging.add(outgoing);
      const path = url.pathname.startsWith('/api/') ? url.pathname.slice('/api'.length) : url.pathname;
      return proxy(sandbox, `${path}${url.search}`, incoming, outgoing);
    }
    let file = normalize(join(dist, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(dist, 'index.html');
    }
    if (!existsSync(file)) {
      outgoing.statusCode = 404;
      return void outgoing.end();
    }
    const extension = extname(file);
    const stat = statSync(file);
    const etag = `W/"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`;
    const servedPath = file === join(dist, 'index.html') ? '/index.html' : url.pathname;
    outgoing.setHeader('Content-Type', TYPES[extension] ?? 'application/octet-stream');
    outgoing.setHeader('ETag', etag);
    outgoing.setHeader('Cache-Control', 'no-cache');
    for (const rule of rules) {
      if (!rule.pattern.test(servedPath)) continue;
      for (const [name, value] of rule.headers) outgoing.setHeader(name, value);
    }
    if (incoming.headers['if-none-match'] === etag) {
      outgoing.statusCode = 304;
      return void outgoing.end();
    }
    const acceptsGzip = /\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? ''));
    if (acceptsGzip && COMPRESSIBLE.has(extension)) {
      let body = gzipped.get(file);
      if (!body) {
        body = gzipSync(readFileSync(file), { level: 6 });
        gzipped.set(file, body);
      }
      outgoing.setHeader('Content-Encoding', 'gzip');
      outgoing.setHeader('Vary', 'Accept-Encoding');
      outgoing.setHeader('Content-Length', body.length);
      return void outgoing.end(incoming.method === 'HEAD' ? undefined : body);
    }
    outgoing.setHeader('Content-Length', stat.size);
    if (incoming.method === 'HEAD') return void outgoing.end();
    createReadStream(file).pipe(outgoing as NodeJS.WritableStream);
  };
  const connections = new Set<Socket | Http2Session>();
  const server =
    http === '2'
      ? createSecureServer({ key: BENCH_CERTIFICATE.key, cert: BENCH_CERTIFICATE.cert }, handle).on(
          'session',
          (session: Http2Session) => {
            connections.add(session);
            session.on('close', () => connections.delete(session));
          },
        )
      : createServer(handle);
  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${http === '2' ? 'https' : 'http'}://127.0.0.1:${port}`,
    setApiMode(mode) {
      apiMode = mode;
      if (mode !== 'black-hole') {
        for (const response of hanging) response.destroy();
        hanging.clear();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        for (const connection of connections) connection.destroy();
        server.close(() => resolve());
      }),
  };
}
