/**
 * The requests of the malformed-input suite (http/malformed-input.test.ts), made from the API's own
 * OpenAPI document: for every operation, each path parameter, each query parameter and each field of
 * its JSON body in turn gets values a careless or hostile client sends (NUL bytes, numbers beyond any
 * column, negative and fractional numbers, wrong types, texts longer than an index holds), the other
 * parts staying plausible so the value gets as far as it can. Values are chosen by the parameter's
 * kind rather than crossed with each other, so the suite stays a few thousand requests.
 */
type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  minItems?: number;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  description?: string;
};
type TParameter = { name: string; in: 'path' | 'query'; schema: TJsonSchema };
type TOperation = {
  description?: string;
  parameters?: TParameter[];
  requestBody?: { content: Record<string, { schema: TJsonSchema }> };
};
export type TOpenApi = { paths: Record<string, Record<string, TOperation>> };

export type TProbe = {
  method: string;
  path: string;
  body?: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
};
export type TProbedOperation = { method: string; path: string; isPublic: boolean; probes: TProbe[] };

const LONG_TEXT = 'x'.repeat(3000);
const NUL_TEXT = 'x\u0000y';
/** Beyond PostgreSQL's `integer`, beyond a safe integer, fractional, and of the wrong type. */
const BAD_NUMBERS: unknown[] = [2_147_483_648, -2_147_483_649, 1e20, 1.5, '1'];
const BAD_TEXTS: unknown[] = [NUL_TEXT, LONG_TEXT, 12_345];

const QUERY_VALUES: Array<[RegExp, string[]]> = [
  [/int filter/, ['9999999999', '-9999999999', '99999999999999999999', '1.5', '1,9999999999']],
  [/money filter/, ['99999999999999999999', '-99999999999999999999', '21474836.48', '0.001']],
  [/date filter/, ['2025-02-30', '99999-01-01', '2025-01-01T25:00:00Z']],
  [/bool filter/, ['maybe']],
  [/text filter/, [LONG_TEXT]],
];
const GENERAL_QUERY_VALUES = ['9999999999', '-1', '99999999999999999999', 'abc', '', LONG_TEXT];
const PATH_VALUES = ['%00', 'x%00y', '9999999999', '99999999999999999999', '-1', '1.5', 'abc', '%E0%A4%A'];
/** Bodies that are no object of the call's at all. */
const WHOLE_BODIES = ['[]', 'null', '"x"', '{"x\\u0000":1}', '{', `${'['.repeat(5000)}${']'.repeat(5000)}`];

/** Every operation of the document with its probes. */
export function probeOperations(doc: TOpenApi): TProbedOperation[] {
  return Object.entries(doc.paths).flatMap(([template, operations]) =>
    Object.entries(operations).map(([method, operation]) => probeOperation(method, template, operation)),
  );
}

function probeOperation(method: string, template: string, operation: TOperation): TProbedOperation {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const pathWith = (name?: string, value?: string) =>
    template.replace(/\{(\w+)\}/g, (_all, param: string) =>
      param === name ? (value ?? '') : basePathValue(param, pathParameters),
    );
  const path = pathWith();
  const probe = (overrides: Partial<TProbe>): TProbe => ({
    method: method.toUpperCase(),
    path,
    ...overrides,
  });

  const probes: TProbe[] = [probe({ path: `${path}?probe=%00` })];
  for (const parameter of pathParameters) {
    for (const value of PATH_VALUES) probes.push(probe({ path: pathWith(parameter.name, value) }));
  }
  for (const parameter of parameters.filter((each) => each.in === 'query')) {
    for (const value of ['x%00y', ...queryValues(parameter.schema).map(encodeURIComponent)]) {
      probes.push(probe({ path: `${path}?${encodeURIComponent(parameter.name)}=${value}` }));
    }
  }
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  if (json) {
    const base = baseValue(json);
    for (const body of [...mutations(json, base).map((value) => JSON.stringify(value)), ...WHOLE_BODIES]) {
      probes.push(probe({ body, contentType: 'application/json' }));
    }
  }
  if (content['multipart/form-data']) probes.push(...multipartProbes(probe));
  const isPublic = operation.description?.includes('Access: public.') ?? false;
  return { method: method.toUpperCase(), path: template, isPublic, probes };
}

/** An existing row's id for numeric parameters (2, not the owner's 1), a plausible name otherwise. */
function basePathValue(name: string, parameters: TParameter[]): string {
  const pattern = parameters.find((parameter) => parameter.name === name)?.schema.pattern ?? '';
  if (pattern.includes('\\d')) return '2';
  const candidates = ['BRANDING.NAME', 'BRANDING', 'countries', 'x.sqlite', 'currencies', 'x'];
  return candidates.find((value) => pattern === '' || new RegExp(pattern).test(value)) ?? 'x';
}

function queryValues(schema: TJsonSchema): string[] {
  const kind = QUERY_VALUES.find(([description]) => description.test(schema.description ?? ''));
  return kind ? kind[1] : GENERAL_QUERY_VALUES;
}

/** A PNG in a part of every name an upload call reads, each with a NUL in its file name. */
function multipartProbes(probe: (overrides: Partial<TProbe>) => TProbe): TProbe[] {
  const boundary = 'probe-boundary';
  const text = new TextEncoder();
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
  const parts = ['file', 'full', 'thumbnail', 'icon'].flatMap((name) => [
    ...text.encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a\u0000b.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    ...png,
    ...text.encode('\r\n'),
  ]);
  const contentType = `multipart/form-data; boundary=${boundary}`;
  return [
    probe({ body: new Uint8Array([...parts, ...text.encode(`--${boundary}--\r\n`)]), contentType }),
    probe({ body: `--${boundary}\r\nbroken`, contentType }),
  ];
}

function branch(schema: TJsonSchema): TJsonSchema {
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options) return branch(options.find((option) => option.type !== 'null') ?? options[0] ?? {});
  return schema;
}

function typeOf(schema: TJsonSchema): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((each) => each !== 'null') : schema.type;
  if (type) return type;
  if (schema.properties) return 'object';
  return schema.items ? 'array' : undefined;
}

/** A value the schema most likely accepts: required fields only, the first choice, the lowest number. */
function baseValue(input: TJsonSchema): unknown {
  const schema = branch(input);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'object': {
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties ?? {}).filter(([name]) => required.has(name));
      return Object.fromEntries(entries.map(([name, property]) => [name, baseValue(property)]));
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => baseValue(schema.items ?? {}));
    case 'integer':
    case 'number':
      return Math.min(
        schema.maximum ?? 2,
        Math.max(2, schema.minimum ?? 2, (schema.exclusiveMinimum ?? 1) + 1),
      );
    case 'boolean':
      return false;
    case 'string':
      return baseText(schema);
    default:
      return 'x';
  }
}

function baseText(schema: TJsonSchema): string {
  if (schema.format === 'email') return 'probe@example.com';
  if (schema.format === 'date-time') return '2025-03-14T12:00:00.000Z';
  const candidates = [
    '2',
    'x',
    'BRANDING.NAME',
    'BRANDING',
    '#FFFFFF',
    '12:00',
    '2025-03-14',
    'x.sqlite',
    'EUR',
  ];
  const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
  const text = candidates.find((value) => !pattern || pattern.test(value)) ?? 'x';
  return text.padEnd(schema.minLength ?? 0, 'x');
}

/** The values of `base` with one place made malformed each: every field, at every depth. */
function mutations(input: TJsonSchema, base: unknown): unknown[] {
  const schema = branch(input);
  switch (typeOf(schema)) {
    case 'object': {
      const record = (typeof base === 'object' && base !== null ? base : {}) as Record<string, unknown>;
      const fields = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
        const value = name in record ? record[name] : baseValue(property);
        return mutations(property, value).map((bad) => ({ ...record, [name]: bad }));
      });
      return [[], ...fields];
    }
    case 'array': {
      const item = schema.items ?? {};
      const first = Array.isArray(base) && base.length > 0 ? base[0] : baseValue(item);
      return [{}, ...mutations(item, first).map((bad) => [bad])];
    }
    case 'integer':
    case 'number':
      return BAD_NUMBERS;
    case 'boolean':
      return ['true'];
    case 'string':
      return BAD_TEXTS;
    default:
      return [NUL_TEXT, 1e20];
  }
}
