import { describe, expect, it } from 'vitest';
import { calls } from '../calls';
import type { CallDefinition } from '../define';
import { buildOpenApiDocument } from './document';

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        parameters: { name: string; in: string }[];
        requestBody?: unknown;
        description: string;
        security: unknown[];
      }
    >
  >;
  components: { schemas: Record<string, unknown> };
};

describe('OpenAPI document', () => {
  const doc = buildOpenApiDocument() as unknown as Doc;

  it('is OpenAPI 3.1 with one operation per definition', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const [name, definition] of Object.entries(calls) as [string, CallDefinition][]) {
      const operation = doc.paths[definition.path]?.[definition.method.toLowerCase()];
      expect(operation?.operationId, name).toBe(name);
      expect(Boolean(operation?.requestBody), name).toBe(Boolean(definition.body));
    }
  });

  it('resolves every $ref to a component', () => {
    const text = JSON.stringify(doc);
    const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(40);
    for (const ref of refs) expect(doc.components.schemas, ref).toHaveProperty(ref);
    expect(text).not.toContain('"$defs"');
  });

  it('lists path and query parameters and marks designed calls', () => {
    const revoke = doc.paths['/v1/authentication/sessions/{id}']!.delete!;
    expect(revoke.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
    const history = doc.paths['/v1/authentication/login-history']!.get!;
    expect(history.parameters.map((p) => p.name)).toEqual(['limit', 'page']);
    expect(doc.paths['/v1/user/action-link/{token}']!.post!.description).toContain(
      'Not in the original spec',
    );
    expect(doc.paths['/v1/user/gift-card/claim']!.post!.parameters.map((p) => p.name)).toContain(
      'Idempotency-Key',
    );
    expect(doc.paths['/v1/authentication/otp']!.post!.security).toEqual([]);
  });

  it("carries level 2's round in KycInfo, with what each added field means", () => {
    const kycInfo = doc.components.schemas.KycInfo as {
      properties: Record<string, { description?: string; anyOf?: unknown[]; enum?: string[] }>;
      required: string[];
    };
    expect(kycInfo.required).toEqual(
      expect.arrayContaining(['level2Status', 'level2FailureReason', 'level2FailedAt']),
    );
    expect(kycInfo.properties.level2Status!.description).toContain('FAILED when the reviewer turned it down');
    expect(kycInfo.properties.level2FailureReason!.description).toContain('turned down');
    expect(JSON.stringify(kycInfo.properties.level2FailureReason)).toContain('SELFIE_UNCLEAR');
    expect(kycInfo.properties.level2FailedAt!.description).toContain('When the latest level-2 round');
  });
});
