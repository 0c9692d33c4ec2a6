import { type ZodType, z } from 'zod';
import type { TEndpointDoc } from './api-router.ts';

type TJsonSchema = Record<string, unknown>;

function jsonSchema(schema: ZodType): TJsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as TJsonSchema;
  return rest;
}

function parameters(schema: ZodType | undefined, location: 'query' | 'path') {
  if (!schema) return [];
  const object = jsonSchema(schema);
  const properties = (object.properties ?? {}) as Record<string, TJsonSchema>;
  const required = new Set((object.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

/** Builds the OpenAPI 3.1 document from the endpoints the routers registered. */
export function buildOpenApi(docs: readonly TEndpointDoc[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const doc of docs) {
    const path = `/api${doc.path.replace(/:(\w+)/g, '{$1}')}`.replace(/\/$/, '') || '/api';
    const operation: Record<string, unknown> = {
      tags: [doc.tag],
      summary: doc.summary,
      description: [doc.description, accessText(doc.access)].filter(Boolean).join('\n\n'),
      parameters: [...parameters(doc.params, 'path'), ...parameters(doc.query, 'query')],
      responses: {
        '200': { description: 'Success: `{ success: true, message, data }`' },
        '400': { description: 'Invalid input: `{ success: false, message, code, errors }`' },
        ...(doc.access === 'public'
          ? {}
          : { '401': { description: 'Not signed in' }, '403': { description: 'Missing permission' } }),
        ...(doc.body || doc.rawBody
          ? { '413': { description: 'The body is over the limit of this call' } }
          : {}),
        ...(doc.body ? { '415': { description: 'The body is not sent as application/json' } } : {}),
      },
    };
    if (doc.access !== 'public') operation.security = [{ bearer: [] }];
    if (doc.body)
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: jsonSchema(doc.body) } },
      };
    if (doc.rawBody)
      operation.requestBody = {
        required: true,
        content: { [doc.rawBody]: { schema: { type: 'string', format: 'binary' } } },
      };
    paths[path] ??= {};
    paths[path][doc.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tableside API',
      version,
      description: 'Every response is wrapped as `{ success, message, data }`.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}

function accessText(access: TEndpointDoc['access']): string {
  if (access === 'public') return 'Access: public.';
  if (access === 'signed-in') return 'Access: any signed-in user.';
  return `Access: permission \`${access}\`.`;
}
