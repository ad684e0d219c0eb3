import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ErrorCode } from '@wallet/api';
import type { Handlers, Sandbox, SandboxControl, SandboxPage } from '../context';
import { registerSandboxRoutes } from '../sandbox-routes';
import { registerBannerArt } from './banner-art';
import { ApiFailure } from '../errors';
import { messageFor } from '../error-messages';
import { isUploadRequest, UPLOAD_BODY_LIMIT_BYTES } from './multipart';
import { registerContractRoutes, type AppEnv } from './register';
import { languageFromHeader } from './request-info';

/** The error shape of spec 001: `{ status, codeString, localizedMessage }`, in the caller's language. */
export function errorBody(c: Context<AppEnv>, status: number, code: ErrorCode, detail?: string) {
  const language = c.get('language') ?? languageFromHeader(c.req.header('accept-language'));
  const message = messageFor(code, language);
  return { status, codeString: code, localizedMessage: detail ? `${message} (${detail})` : message };
}

export function createApp(
  sb: Sandbox,
  handlers: Handlers,
  controls: readonly SandboxControl[] = [],
  pages: readonly SandboxPage[] = [],
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    await next();
    // API answers are never cached; a handler that serves content (banner artwork) says how it may be.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    // The sandbox's own time, moved by its clock controls: the app times server-side rules (PIN lock) by it.
    c.header('Date', sb.clock.now().toUTCString());
  });
  const limitOf = (maxSize: number) =>
    bodyLimit({ maxSize, onError: (c) => c.json(errorBody(c, 400, 'BODY_TOO_LARGE'), 400) });
  const standardLimit = limitOf(sb.config.maxBodyBytes);
  // Only the upload calls take a document's bytes.
  const uploadLimit = limitOf(Math.max(sb.config.maxBodyBytes, UPLOAD_BODY_LIMIT_BYTES));
  app.use('*', (c, next) =>
    (isUploadRequest(c.req.method, c.req.path) ? uploadLimit : standardLimit)(c, next),
  );

  registerContractRoutes(app, sb, handlers);
  // For load balancers and start scripts in either mode; it tells nothing about the sandbox's state.
  app.get('/health', (c) => c.json({ result: { ok: true } }));
  registerBannerArt(app);
  for (const page of pages) {
    app.on(page.method, page.path, (c) => page.serve(sb, c.req.raw, c.req.param() as Record<string, string>));
  }
  if (sb.config.controls) registerSandboxRoutes(app, sb, controls);

  app.notFound((c) => c.json(errorBody(c, 404, 'NOT_FOUND'), 404));
  app.onError((error, c) => {
    if (error instanceof ApiFailure) {
      const detail =
        error.codeString === 'BAD_INPUT_VALUES' && error.message !== error.codeString
          ? error.message
          : undefined;
      return c.json(errorBody(c, error.status, error.codeString, detail), error.status);
    }
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    sb.log(`[500] ${c.req.method} ${c.req.path}: ${text}`);
    return c.json(errorBody(c, 500, 'INTERNAL_ERROR'), 500);
  });
  return app;
}
