import type { Context } from 'hono';
import { z } from 'zod';
import type { CallDefinition } from '@wallet/api';
import { ApiFailure, badInput } from '../errors';
import { readMultipartBody } from './multipart';

function describeIssues(error: z.ZodError, where: string): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => [where, ...issue.path.map(String)].join('.'))
    .join(', ');
}

function parsePart(schema: z.core.$ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return where === 'body' ? undefined : {};
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw badInput(describeIssues(parsed.error, where));
  return parsed.data;
}

function queryObject(c: Context): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    out[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return out;
}

async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiFailure(400, 'MALFORMED_JSON');
  }
}

/** Validates path params, query and body of a request against its call's definition. */
export async function parseInput(c: Context, definition: CallDefinition) {
  const params = parsePart(definition.params, c.req.param(), 'params');
  const query = parsePart(definition.query, queryObject(c), 'query');
  if (!definition.body) return { params, query, body: undefined };
  const raw = definition.upload ? await readMultipartBody(c) : await readJsonBody(c);
  const body = parsePart(definition.body, raw, 'body');
  return { params, query, body };
}
