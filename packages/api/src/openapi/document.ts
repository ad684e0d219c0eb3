import { z } from 'zod';
import { calls } from '../calls';
import type { CallDefinition, TwoFactorBinding } from '../define';
import { apiErrorBody } from '../schemas/errors';
import { LIMIT_FLAG_EFFECTS } from '../schemas/rial';
import { TWO_FACTOR_GUESS_LIMIT } from '../schemas/two-factor';

function twoFactorBindingText(binding: TwoFactorBinding): string {
  if ('param' in binding) return `authenticationId = the path's ${binding.param}`;
  if ('idempotencyKey' in binding) return "authenticationId = the request's Idempotency-Key";
  return `authenticationId = ${binding.fixed}`;
}

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

const COMPONENT_PREFIX = '#/components/schemas/';

function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Gives every schema a call uses a component name, keeping the names the schemas already carry. */
function nameSchemas(): Map<z.core.$ZodType, string> {
  const names = new Map<z.core.$ZodType, string>();
  const name = (schema: z.core.$ZodType | undefined, fallback: string) => {
    if (!schema) return;
    const existing = z.globalRegistry.get(schema)?.id;
    if (!existing) z.globalRegistry.add(schema, { id: fallback });
    names.set(schema, existing ?? fallback);
  };
  for (const [callName, definition] of Object.entries(calls) as [string, CallDefinition][]) {
    name(definition.params, `${pascal(callName)}Params`);
    name(definition.query, `${pascal(callName)}Query`);
    name(definition.body, `${pascal(callName)}Body`);
    name(definition.response, `${pascal(callName)}Result`);
  }
  return names;
}

function parametersOf(schema: JsonSchema | undefined, where: 'path' | 'query') {
  if (!schema?.properties) return [];
  return Object.entries(schema.properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (schema.required ?? []).includes(name),
    schema: property,
  }));
}

/** The OpenAPI 3.1 document of the whole contract, for the real backend's team. */
export function buildOpenApiDocument(): Record<string, unknown> {
  const names = nameSchemas();
  if (!z.globalRegistry.get(apiErrorBody)) z.globalRegistry.add(apiErrorBody, { id: 'ApiError' });
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    uri: (id) => `${COMPONENT_PREFIX}${id}`,
    io: 'input',
    unrepresentable: 'any',
  }) as { schemas: Record<string, JsonSchema> };
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  const ref = (schema: z.core.$ZodType) => ({ $ref: `${COMPONENT_PREFIX}${names.get(schema)}` });
  const envelope = (schema: z.core.$ZodType) => ({
    type: 'object',
    required: ['result'],
    properties: { result: ref(schema) },
  });
  const errorResponse = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: `${COMPONENT_PREFIX}ApiError` } } },
  });

  const paths: Record<string, Record<string, unknown>> = {};
  for (const [callName, definition] of Object.entries(calls) as [string, CallDefinition][]) {
    const description = [
      definition.auth === 'optional' ? 'Works without a token; a token, when sent, must be valid.' : null,
      definition.idempotent
        ? 'Money call: send an `Idempotency-Key` header; the first answer is replayed for 24 h.'
        : null,
      definition.idempotent
        ? 'Without an `Idempotency-Key` the call is refused: 400 IDEMPOTENCY_KEY_REQUIRED.'
        : null,
      definition.spends
        ? 'Takes money out of the balance: passes the spend guard (account lock ACCOUNT_LOCKED, 24 h after a two-factor change WITHDRAW_BLOCKED_AFTER_TWO_FACTOR, 72 h after a Rial deposit USER_BALANCE_LOCKED for coins, level INSUFFICIENT_USER_LEVEL and limits LIMIT_DAILY_WITHDRAW_EXCEEDED / LIMIT_MONTHLY_WITHDRAW_EXCEEDED, coin features WITHDRAW_NOT_AVAILABLE and decimals, two-factor).'
        : null,
      definition.twoFactor
        ? `Two-factor protected: when the user has two-factor authentication on, send a code as \`X-2FA-AUTH\`: the authenticator app's code, or an SMS or e-mail code requested with ${twoFactorBindingText(definition.twoFactor)}. A code opens one call only (TWO_FACTOR_CODE_ALREADY_USED); at most ${TWO_FACTOR_GUESS_LIMIT.max} wrong codes per ${TWO_FACTOR_GUESS_LIMIT.windowSeconds / 60} minutes (then 429 TOO_MANY_OTP_ATTEMPTS).`
        : null,
      definition.attemptLimit
        ? `At most ${definition.attemptLimit.max} ${definition.attemptLimit.counts === 'every' ? 'calls' : `answers ${definition.attemptLimit.counts.join(', ')}`} per user in ${definition.attemptLimit.windowSeconds} s; past that 429 ${definition.attemptLimit.refusal}.`
        : null,
      definition.notInSpec ? `Not in the original spec. ${definition.notInSpec}` : null,
      definition.limitFlags?.length
        ? `Limit flags (spec 000 §6; their effects are designed here): ${definition.limitFlags
            .map((flag) => `${flag}: ${LIMIT_FLAG_EFFECTS[flag]}`)
            .join(' ')}`
        : null,
      `Timeout: ${definition.timeoutMs / 1000} s.`,
    ]
      .filter(Boolean)
      .join('\n\n');
    const operation: Record<string, unknown> = {
      operationId: callName,
      summary: definition.summary,
      description,
      tags: [...definition.tags],
      parameters: [
        ...parametersOf(definition.params && schemas[names.get(definition.params)!], 'path'),
        ...parametersOf(definition.query && schemas[names.get(definition.query)!], 'query'),
        ...(definition.idempotent
          ? [
              {
                name: 'Idempotency-Key',
                in: 'header',
                required: true,
                schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,128}$' },
              },
            ]
          : []),
        ...(definition.twoFactor
          ? [
              {
                name: 'X-2FA-AUTH',
                in: 'header',
                required: false,
                schema: { type: 'string', pattern: '^\\d{6}$' },
              },
            ]
          : []),
      ],
      responses: {
        '200': {
          description: 'Success',
          content: { 'application/json': { schema: envelope(definition.response) } },
        },
        '400': errorResponse(
          'Bad input: BAD_INPUT_VALUES, MALFORMED_JSON, BODY_TOO_LARGE or a call-specific code',
        ),
        ...(definition.auth === 'anonymous' ? {} : { '401': errorResponse('No valid session') }),
        '429': errorResponse('Too many requests'),
      },
      security:
        definition.auth === 'user'
          ? [{ bearer: [] }]
          : definition.auth === 'optional'
            ? [{}, { bearer: [] }]
            : [],
    };
    if (definition.body) {
      operation.requestBody = {
        required: true,
        content: {
          [definition.upload ? 'multipart/form-data' : 'application/json']: { schema: ref(definition.body) },
        },
      };
    }
    const path = definition.path;
    paths[path] ??= {};
    paths[path][definition.method.toLowerCase()] = operation;
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Wallet API',
      version: '1.0.0',
      description:
        'Generated from the contract in packages/api. Answers are `{ result }`; errors are `{ status, codeString, localizedMessage }`; amounts are decimal strings. Every call sends X-Timezone, X-Platform and X-OS; two-factor protected calls send X-2FA-AUTH.',
    },
    paths,
    components: {
      schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}
