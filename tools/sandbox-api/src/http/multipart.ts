import type { Context } from 'hono';
import { calls, KYC_VIDEO_MAX_BYTES, type CallDefinition } from '@wallet/api';
import { badInput } from '../errors';

/** Upload calls take the largest document (the 30 MB selfie video) plus room for the multipart framing. */
export const UPLOAD_BODY_LIMIT_BYTES = KYC_VIDEO_MAX_BYTES + 1024 * 1024;

const UPLOAD_ROUTES = (Object.values(calls) as CallDefinition[])
  .filter((definition) => definition.upload)
  .map((definition) => ({
    method: definition.method,
    pattern: new RegExp(`^${definition.path.replace(/\{\w+\}/g, '[^/]+')}/?$`),
  }));

/** Whether a request goes to an upload call, which has its own body limit. */
export function isUploadRequest(method: string, path: string): boolean {
  return UPLOAD_ROUTES.some((route) => route.method === method && route.pattern.test(path));
}

/**
 * An upload call's multipart/form-data body as an object of its parts (text or file), for its schema to
 * check. Another content type or a body that cannot be read is BAD_INPUT_VALUES.
 */
export async function readMultipartBody(c: Context): Promise<Record<string, unknown>> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw badInput('body must be multipart/form-data');
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw badInput('multipart body could not be read');
  }
  const body: Record<string, unknown> = {};
  const repeated = new Set<string>();
  form.forEach((value, name) => {
    if (name in body) repeated.add(name);
    body[name] = value;
  });
  if (repeated.size > 0) throw badInput(`${[...repeated].join(', ')} sent twice`);
  return body;
}
