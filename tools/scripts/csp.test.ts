import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile, type AppName } from './csp';

type Hook = (...args: unknown[]) => unknown;
const hookOf = (hook: unknown): Hook =>
  (typeof hook === 'function' ? hook : (hook as { handler: Hook }).handler) as Hook;

/**
 * Runs the plugin as a production build would: resolved env, index.html transform (of `page`, as the plugins
 * before it left it), emitted files.
 */
function build(app: AppName, env: Record<string, string> = {}, page = '<html></html>') {
  const plugin = contentSecurityPolicy(app);
  hookOf(plugin.configResolved)({ env });
  const tags = hookOf(plugin.transformIndexHtml)(page, {}) as {
    attrs: Record<string, string>;
    injectTo: string;
  }[];
  const emitted: Record<string, string> = {};
  const context = {
    emitFile: (file: { fileName: string; source: string }) => void (emitted[file.fileName] = file.source),
  };
  const bundle = { 'index.html': { type: 'asset', source: page } };
  hookOf(plugin.generateBundle).call(context, {}, bundle);
  const meta = tags.find((tag) => tag.attrs['http-equiv'] === 'Content-Security-Policy');
  return { plugin, meta, headers: emitted._headers ?? '' };
}

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
const headerPolicyOf = (headers: string) => /Content-Security-Policy: (.*)/.exec(headers)?.[1] ?? '';

describe.each(['web', 'mini-app'] as const)('the %s build', (app) => {
  const { plugin, meta, headers } = build(app);
  const policies = [meta?.attrs.content ?? '', headerPolicyOf(headers)];

  it('is applied to production builds only (dev server and preview send no policy)', () => {
    expect(plugin.apply).toBe('build');
  });

  it('puts the policy first in <head>, without frame-ancestors (ignored in a meta tag)', () => {
    expect(meta?.injectTo).toBe('head-prepend');
    expect(meta?.attrs.content).not.toContain('frame-ancestors');
  });

  it("allows no eval and, on a page without inline script, no inline script: script-src is 'self' alone", () => {
    for (const policy of policies) {
      expect(policy).not.toBe('');
      expect(policy).not.toContain('unsafe-eval');
      expect(directive(policy, 'script-src')).toBe("script-src 'self'");
      expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    }
  });

  it('writes _headers with the full policy, nosniff and a referrer policy for every path', () => {
    expect(headers.startsWith('/*\n')).toBe(true);
    expect(headers).toContain('  X-Content-Type-Options: nosniff');
    expect(headers).toContain('  Referrer-Policy: strict-origin-when-cross-origin');
    expect(headerPolicyOf(headers)).toContain(meta?.attrs.content);
  });
});

describe("the page's inline script (the web page's early script)", () => {
  const script = 'window.early = fetch("/api/v1/utils/global-configs");';
  const page = [
    '<html><head>',
    `<script>${script}</script>`,
    '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    '</head><body></body></html>',
  ].join('\n');
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

  it('runs by the hash of its exact text, in the <meta> and the header; no unsafe-inline script, no eval', () => {
    const { meta, headers } = build('web', {}, page);
    for (const policy of [meta?.attrs.content ?? '', headerPolicyOf(headers)]) {
      expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${hash}`);
      expect(directive(policy, 'script-src')).not.toContain('unsafe');
    }
  });

  it('a changed script has another hash: the policy allows only the text the build wrote', () => {
    const { meta } = build('web', {}, page.replace(script, `${script}alert(1);`));
    expect(directive(meta?.attrs.content ?? '', 'script-src')).not.toContain(hash);
  });
});

describe('who may frame the apps', () => {
  it("the web app: nobody (frame-ancestors 'none', and X-Frame-Options DENY for old browsers)", () => {
    const { headers } = build('web');
    expect(directive(headerPolicyOf(headers), 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(headers).toContain('  X-Frame-Options: DENY');
  });

  it('the mini-app: Telegram Web only', () => {
    const { headers } = build('mini-app');
    expect(directive(headerPolicyOf(headers), 'frame-ancestors')).toBe(
      'frame-ancestors https://web.telegram.org',
    );
    expect(headers).not.toContain('X-Frame-Options');
  });
});

describe("the API's origin", () => {
  it('is added to connect-src and img-src when the build calls an absolute API address', () => {
    const { meta } = build('web', { VITE_API_BASE_URL: 'https://api.wallet.example/v0' });
    const policy = meta?.attrs.content ?? '';
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://api.wallet.example");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://api.wallet.example");
  });

  it("stays 'self' for a path behind the host's proxy (/api)", () => {
    expect(directive(headerPolicyOf(headersFile('web', null)), 'connect-src')).toBe("connect-src 'self'");
  });
});
