import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { AuthMode } from '../src/core/auth';
import { authModeOf } from '../src/core/contract';

/**
 * Requests generated from the contract (specs/, bundled in src/generated/) for the contract fuzz test
 * (src/core/contract.fuzz.integration.test.ts): valid ones from each operation's schemas and examples,
 * and invalid ones that break one constraint at a time. Nothing here names an operation: a new operation
 * of the contract is fuzzed as soon as it is served.
 *
 * No npm library turns JSON Schema 2020-12 into fast-check 4 arbitraries (json-schema-fast-check is
 * archived and pins fast-check 1), hence the converter below. It knows the keywords the contract uses
 * ($ref, allOf, oneOf, anyOf, const, enum, type, properties, required, items, minimum, maximum,
 * exclusiveMinimum/Maximum, minLength, maxLength, pattern, format, minItems, maxItems, uniqueItems,
 * minProperties, example, default) and generates from any other schema its examples or nothing.
 */

// ---------------------------------------------------------------- the contract, as the fuzz test reads it

export interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  /** Every pattern of the schemas an allOf merged (this converter's own keyword). */
  patterns?: string[];
  format?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
  contentMediaType?: string;
}

interface ParameterObject {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
  example?: unknown;
}

interface MediaTypeObject {
  schema?: Schema;
  example?: unknown;
  encoding?: Record<string, { contentType?: string }>;
}

interface OperationObject {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: ParameterObject[];
  requestBody?: { $ref?: string; required?: boolean; content?: Record<string, MediaTypeObject> };
  responses: Record<string, unknown>;
}

export interface Spec {
  paths: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

export interface Param {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
  examples: unknown[];
}

export interface MediaBody {
  type: string;
  schema: Schema;
  examples: unknown[];
  encoding: Record<string, { contentType?: string }>;
}

export interface Operation {
  version: string;
  prefix: string;
  method: string;
  template: string;
  operationId: string;
  auth: AuthMode;
  params: Param[];
  body?: { required: boolean; media: MediaBody[] };
  contract: Contract;
}

const httpMethods = ['get', 'put', 'post', 'delete', 'patch'];

/** One version of the contract: $ref resolution and allOf flattening. */
export class Contract {
  constructor(readonly spec: Spec) {}

  /** Follows a local `$ref` (keywords beside it win, as in OpenAPI 3.1). */
  deref<T extends { $ref?: string }>(node: T): T {
    let current = node;
    for (let hops = 0; current.$ref && hops < 20; hops++) {
      const { $ref, ...rest } = current;
      const target = $ref
        .replace(/^#\//, '')
        .split('/')
        .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], this.spec);
      if (!target) throw new Error(`unresolved ${$ref}`);
      current = { ...(target as T), ...rest };
    }
    return current;
  }

  /** A schema with its $ref followed and its allOf merged into one. */
  schema(node: Schema): Schema {
    const schema = this.deref(node);
    if (!schema.allOf) return schema;
    const { allOf, ...rest } = schema;
    // the schema's own description and examples win over its parts'; bounds are the stricter
    return mergeSchemas(allOf.map((part) => this.schema(part)).reduce(mergeSchemas, {}), rest);
  }
}

/** Every pattern a string must match: `pattern`, and those of the schemas merged into it. */
const patternsOf = (schema: Schema) => schema.patterns ?? (schema.pattern ? [schema.pattern] : []);

/** Two schemas a value must both match, as one: the stricter bound of each, every pattern; `b` names the rest. */
function mergeSchemas(a: Schema, b: Schema): Schema {
  const stricter = (pick: (...n: number[]) => number, x?: number, y?: number) =>
    x === undefined ? y : y === undefined ? x : pick(x, y);
  const patterns = [...patternsOf(a), ...patternsOf(b)];
  return {
    ...a,
    ...b,
    properties: a.properties || b.properties ? { ...a.properties, ...b.properties } : undefined,
    required: [...new Set([...(a.required ?? []), ...(b.required ?? [])])],
    minimum: stricter(Math.max, a.minimum, b.minimum),
    exclusiveMinimum: stricter(Math.max, a.exclusiveMinimum, b.exclusiveMinimum),
    maximum: stricter(Math.min, a.maximum, b.maximum),
    exclusiveMaximum: stricter(Math.min, a.exclusiveMaximum, b.exclusiveMaximum),
    minLength: stricter(Math.max, a.minLength, b.minLength),
    maxLength: stricter(Math.min, a.maxLength, b.maxLength),
    minItems: stricter(Math.max, a.minItems, b.minItems),
    maxItems: stricter(Math.min, a.maxItems, b.maxItems),
    pattern: patterns[0],
    patterns: patterns.length ? patterns : undefined,
  };
}

/**
 * Every operation of a version that the server serves: `isServed` asks the app whether it has the route
 * (method and Fastify path); the contract says the rest.
 */
export function operationsOf(
  spec: Spec,
  version: string,
  prefix: string,
  isServed: (method: string, fastifyPath: string) => boolean,
): Operation[] {
  const contract = new Contract(spec);
  const list: Operation[] = [];
  for (const [template, item] of Object.entries(spec.paths)) {
    const shared = (item.parameters as ParameterObject[] | undefined) ?? [];
    for (const method of httpMethods) {
      const op = item[method] as OperationObject | undefined;
      if (!op) continue;
      const fastifyPath = `${prefix}${template.replace(/\{([^}]+)\}/g, ':$1')}`;
      if (!isServed(method.toUpperCase(), fastifyPath)) continue;
      const byKey = new Map<string, Param>();
      for (const raw of [...shared, ...(op.parameters ?? [])]) {
        const p = contract.deref(raw);
        const schema = contract.schema(p.schema ?? {});
        byKey.set(`${p.in}:${p.name}`, {
          name: p.name,
          in: p.in,
          required: p.in === 'path' || Boolean(p.required),
          schema,
          examples: [p.example, schema.example, ...(schema.examples ?? [])].filter((x) => x !== undefined),
        });
      }
      const requestBody = op.requestBody ? contract.deref(op.requestBody) : undefined;
      const media = Object.entries(requestBody?.content ?? {}).map(([type, m]) => {
        const schema = contract.schema(m.schema ?? {});
        return {
          type,
          schema,
          examples: [m.example, schema.example, ...(schema.examples ?? [])].filter((x) => x !== undefined),
          encoding: m.encoding ?? {},
        };
      });
      list.push({
        version,
        prefix,
        method: method.toUpperCase(),
        template,
        operationId: op.operationId,
        auth: authModeOf(op.security),
        params: [...byKey.values()],
        body: media.length ? { required: Boolean(requestBody?.required), media } : undefined,
        contract,
      });
    }
  }
  return list;
}

// ---------------------------------------------------------------- JSON values, raw numbers included

/** A JSON number written as is, beyond what a JS number says (`99999999999999999999`, `1e309`, `-0`). */
export class RawJson {
  constructor(readonly text: string) {}
  [fc.toStringMethod]() {
    return this.text;
  }
}

/** JSON text of a value, with RawJson written verbatim. */
export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0000raw${raws.length - 1}\u0000`;
    }
    return v;
  });
  if (text === undefined) return '';
  return raws.length
    ? text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_m, i: string) => raws[Number(i)] ?? 'null')
    : text;
}

/** A value with the constraint it breaks, if any (`/schedule: past int4`). */
export interface Labelled<T> {
  value: T;
  label: string;
}

// ---------------------------------------------------------------- valid values

const formatAjv = addFormats(new Ajv2020({ strict: false }));
const matchesFormat = (format: string, value: string) =>
  formatAjv.validate({ type: 'string', format }, value) as boolean;

const bengaliLetters = [...'অআইঈউঊএঐওঔকখগঘঙচছজঝঞটঠডঢণতথদধনপফবভমযরলশষসহড়ঢ়য়ৎংঃঁািীুূেৈোৌ্০১২৩৪৫৬৭৮৯।'];
const textUnit = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...bengaliLetters, ' ') },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
);

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function bounds(schema: Schema, integer: boolean) {
  const step = integer ? 1 : Number.EPSILON;
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : undefined);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : undefined);
  return { min, max };
}

/** Patterns that only forbid some characters (`^[^\u0000-\u001F]*$`): free text is generated for them, then checked. */
const onlyForbids = (pattern: string) => /^\^\[\^[^\]]*\]\*\$$/.test(pattern);

/**
 * Strings the schema accepts. Generated values that miss a constraint the generator did not shape
 * (a second pattern, a length) become an example that fits rather than being filtered out, so that
 * generation never loops on a rare constraint.
 */
function validString(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, 200);
  const patterns = patternsOf(schema).map((p) => new RegExp(p, 'u'));
  const fits = (s: string) =>
    s.length >= minLength &&
    s.length <= maxLength &&
    patterns.every((p) => p.test(s)) &&
    (!schema.format || matchesFormat(schema.format, s));
  const fallback = [schema.example, ...(schema.examples ?? [])].find(
    (x): x is string => typeof x === 'string' && fits(x),
  );
  const fitted = (arbitrary: fc.Arbitrary<string>) => arbitrary.map((s) => (fits(s) ? s : (fallback ?? s)));
  const last = patternsOf(schema)
    .filter((p) => !onlyForbids(p))
    .at(-1);
  if (last) {
    try {
      return fitted(fc.stringMatching(new RegExp(last, 'u')));
    } catch {
      // a pattern fast-check cannot generate from
      return fc.constant(fallback ?? '');
    }
  }
  const dates = {
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2100-01-01T00:00:00Z'),
    noInvalidDate: true,
  };
  switch (schema.format) {
    case 'email':
      return fitted(fc.emailAddress());
    case 'uri':
    case 'url':
      return fitted(fc.webUrl({ withQueryParameters: true }));
    case 'date-time':
      return fc.date(dates).map((d) => d.toISOString());
    case 'date':
      return fc.date(dates).map((d) => d.toISOString().slice(0, 10));
    case 'uuid':
      return fc.uuid();
  }
  const usual = Math.min(maxLength, minLength + 30);
  return fitted(
    fc.oneof(
      { weight: 6, arbitrary: fc.string({ unit: textUnit, minLength, maxLength: usual }) },
      // at the limit: the longest value the contract allows
      { weight: 1, arbitrary: fc.string({ unit: textUnit, minLength: maxLength, maxLength }) },
    ),
  );
}

function validInteger(schema: Schema): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, true);
  const lo = Math.ceil(min ?? -1000);
  const hi = Math.floor(max ?? Number.MAX_SAFE_INTEGER);
  return fc.oneof(
    // near the lower bound, where the seeded rows' ids are
    { weight: 8, arbitrary: fc.integer({ min: lo, max: Math.min(hi, lo + 40) }) },
    // anywhere the contract allows, its bounds included
    { weight: 1, arbitrary: fc.integer({ min: lo, max: hi }) },
    { weight: 1, arbitrary: fc.constantFrom(lo, hi) },
  );
}

/** Values the schema accepts (as far as this converter reads it), its examples often among them. */
export function validValue(contract: Contract, node: Schema, depth = 0): fc.Arbitrary<unknown> {
  const schema = contract.schema(node);
  const examples = [schema.example, ...(schema.examples ?? [])].filter((x) => x !== undefined);
  const generated = generatedValue(contract, schema, depth);
  if (!examples.length) return generated;
  return fc.oneof(
    // the contract's examples are realistic values (an allowed redirect, a seeded id): they get past
    // the business rules to the code behind them
    { weight: 2, arbitrary: fc.constantFrom(...examples) },
    { weight: 3, arbitrary: generated },
  );
}

function generatedValue(contract: Contract, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) {
    const { oneOf: _o, anyOf: _a, ...base } = schema;
    return fc.oneof(
      ...branches.map((branch) => validValue(contract, mergeSchemas(base, contract.schema(branch)), depth)),
    );
  }
  const types = typesOf(schema);
  if (types.length > 1)
    return fc.oneof(...types.map((type) => generatedValue(contract, { ...schema, type }, depth)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return validInteger(schema);
    case 'number': {
      const { min, max } = bounds(schema, false);
      return fc.oneof(
        validInteger(schema),
        fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true }),
      );
    }
    case 'string':
      return validString(schema);
    case 'array': {
      if (depth > 6) return fc.constant([]);
      const item = validValue(contract, schema.items ?? {}, depth + 1);
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? 5, minLength + 5);
      return schema.uniqueItems
        ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => toJson(v) })
        : fc.array(item, { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      if (depth > 6) return fc.constant({});
      const record = fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, value]) => [key, validValue(contract, value, depth + 1)]),
        ),
        { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
      ) as fc.Arbitrary<Record<string, unknown>>;
      const minProperties = schema.minProperties ?? 0;
      return minProperties ? record.filter((o) => Object.keys(o).length >= minProperties) : record;
    }
    default:
      return fc.constantFrom<unknown>('x', 1, true, null);
  }
}

// ---------------------------------------------------------------- invalid values: one constraint broken

const controlCharacters = ['\u0000', '\u0001', '\u0008', '\u001b', '\u001f', '\u007f'];
const codePoint = (c: string) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

const badFormats: Record<string, string[]> = {
  email: ['not-an-email', 'a@', '@example.com', 'a b@example.com', 'a@example..com', 'আমি@উদাহরণ'],
  uri: ['not a url', 'http://', 'javascript:alert(1)', '//evil.example', 'http://[::1', 'ftp://x y'],
  url: ['not a url', 'http://', 'javascript:alert(1)'],
  'date-time': ['2026-13-45T99:00:00Z', 'yesterday', '2026-01-01', '2026-02-30T10:00:00+06:00'],
  date: ['2026-13-45', 'today', '2026/01/01'],
  uuid: ['not-a-uuid', '3f0c2a9e-5b7d-4e1a-9c3b', '3f0c2a9e5b7d4e1a9c3b2d8f6a1e4b70zz', "' OR '1'='1"],
};

/** Numbers an integer column cannot hold, or a JSON parser mangles. */
const hugeNumbers: Labelled<unknown>[] = [
  { value: 2147483648, label: 'past int4 (2147483648)' },
  { value: -2147483649, label: 'below int4 (-2147483649)' },
  { value: new RawJson('9223372036854775808'), label: 'past int8 (9223372036854775808)' },
  { value: new RawJson('99999999999999999999'), label: 'twenty digits' },
  { value: new RawJson('9007199254740993'), label: 'past the safe integers' },
  { value: 1e308, label: '1e308' },
  { value: new RawJson('1e309'), label: 'overflowing (1e309)' },
  { value: -1e308, label: '-1e308' },
  { value: new RawJson('-0'), label: '-0' },
];

const wrongTypes: Record<string, Labelled<unknown>[]> = {
  integer: [
    { value: 'abc', label: 'a string for an integer' },
    { value: '12', label: 'a numeric string for an integer' },
    { value: 1.5, label: 'a fraction for an integer' },
  ],
  number: [{ value: 'abc', label: 'a string for a number' }],
  string: [
    { value: 12345, label: 'a number for a string' },
    { value: 1e308, label: '1e308 for a string' },
  ],
  boolean: [
    { value: 'true', label: 'a string for a boolean' },
    { value: 1, label: 'a number for a boolean' },
  ],
  object: [
    { value: 'x', label: 'a string for an object' },
    { value: [], label: 'an array for an object' },
  ],
  array: [
    { value: 'x', label: 'a string for an array' },
    { value: {}, label: 'an object for an array' },
  ],
};
const commonWrongTypes: Labelled<unknown>[] = [
  { value: null, label: 'null' },
  { value: true, label: 'a boolean' },
  { value: [1], label: 'an array' },
  { value: { a: 1 }, label: 'an object' },
];

type Choice<T> = fc.Arbitrary<T> | fc.WeightedArbitrary<T>;

const labelled = <T>(value: fc.Arbitrary<T>, label: string) => value.map((v) => ({ value: v, label }));

/** Values that break one constraint of a scalar (or, for an object or array, of the whole value). */
function scalarBreakers(contract: Contract, schema: Schema): Choice<Labelled<unknown>>[] {
  const types = typesOf(schema);
  const type = types[0];
  const out: Choice<Labelled<unknown>>[] = [];
  const fixed = (list: Labelled<unknown>[], weight = 1) => {
    if (list.length) out.push({ arbitrary: fc.constantFrom(...list), weight });
  };
  fixed([
    ...(type ? (wrongTypes[type] ?? []) : []),
    ...commonWrongTypes.filter(
      (w) => !types.includes(w.value === null ? 'null' : Array.isArray(w.value) ? 'array' : typeof w.value),
    ),
  ]);
  if (schema.enum || schema.const !== undefined) {
    const allowed = schema.enum ?? [schema.const];
    const first = String(allowed[0] ?? '');
    fixed(
      [
        { value: 'zzz', label: 'outside the enum' },
        {
          value: first.toUpperCase() === first ? first.toLowerCase() : first.toUpperCase(),
          label: 'outside the enum (case)',
        },
        { value: `${first} `, label: 'outside the enum (space)' },
      ].filter((w) => !allowed.includes(w.value)),
    );
  }
  if (type === 'integer' || type === 'number') {
    const { min, max } = bounds(schema, true);
    const list: Labelled<unknown>[] = [
      { value: -1, label: 'negative (-1)' },
      { value: 0, label: 'zero' },
    ];
    if (min !== undefined) list.push({ value: min - 1, label: 'below minimum' });
    if (max !== undefined) list.push({ value: max + 1, label: 'past maximum' });
    const inRange = (w: Labelled<unknown>) =>
      typeof w.value === 'number' &&
      (min === undefined || w.value >= min) &&
      (max === undefined || w.value <= max);
    fixed(list.filter((w) => !inRange(w)));
    // what an int4/int8 column or a JSON parser cannot hold, whether the contract bounds it or not
    fixed(hugeNumbers.slice(0, 2), 2); // just past int4, the ids' column type
    fixed(hugeNumbers.slice(2), 2);
    if (max !== undefined && max < Number.MAX_SAFE_INTEGER)
      out.push(labelled(fc.integer({ min: max + 1, max: Number.MAX_SAFE_INTEGER }), 'past maximum'));
    if (min !== undefined && min > Number.MIN_SAFE_INTEGER)
      out.push(labelled(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: min - 1 }), 'below minimum'));
  }
  if (type === 'string' && !schema.enum && schema.const === undefined) {
    const valid = validString(schema);
    const maxLength = schema.maxLength;
    if (maxLength !== undefined) {
      out.push(
        labelled(
          fc.string({ unit: textUnit, minLength: maxLength + 1, maxLength: maxLength + 20 }),
          'past maxLength',
        ),
      );
      out.push(labelled(fc.constant('x'.repeat(maxLength * 10 + 1)), 'far past maxLength'));
    }
    if (schema.minLength)
      out.push(labelled(fc.string({ unit: textUnit, maxLength: schema.minLength - 1 }), 'below minLength'));
    const shaping = patternsOf(schema).filter((p) => !onlyForbids(p));
    if (shaping.length) {
      // (patterns that only forbid characters are broken by the control characters below)
      const patterns = shaping.map((p) => new RegExp(p, 'u'));
      const matches = (s: string) => patterns.every((p) => p.test(s));
      out.push(
        labelled(
          fc
            .oneof(
              valid.map((s) => `${s}!`),
              valid.map((s) => ` ${s}`),
              valid.map((s) => s.toUpperCase()),
              fc.string({ unit: textUnit }),
            )
            .map((s) => (matches(s) ? `${s}!@ ` : s)),
          'breaks the pattern',
        ),
      );
    }
    if (schema.format && badFormats[schema.format]) {
      out.push(labelled(fc.constantFrom(...(badFormats[schema.format] ?? [])), `not a ${schema.format}`));
    }
    // control characters and odd Unicode inside an otherwise valid value
    out.push({
      weight: 8,
      arbitrary: fc.tuple(valid, fc.constantFrom(...controlCharacters), fc.nat()).map(([s, c, at]) => {
        const i = s.length ? at % (s.length + 1) : 0;
        return { value: `${s.slice(0, i)}${c}${s.slice(i)}`, label: `control character ${codePoint(c)}` };
      }),
    });
    out.push(
      fc
        .tuple(
          valid,
          fc.constantFrom('\ud800', '\udfff', '\u202e', '\u200d', '\ufeff', '\ufffe', '🕋'),
          fc.nat(),
        )
        .map(([s, c, at]) => {
          const i = s.length ? at % (s.length + 1) : 0;
          return { value: `${s.slice(0, i)}${c}${s.slice(i)}`, label: `odd Unicode ${codePoint(c)}` };
        }),
    );
    fixed([
      { value: "' OR '1'='1' --", label: 'SQL-like text' },
      { value: '%_\\', label: 'LIKE wildcards' },
      { value: '', label: 'empty string' },
      { value: ' ', label: 'blank string' },
    ]);
  }
  if (type === 'array') {
    const item = validValue(contract, schema.items ?? {}, 1);
    if (schema.maxItems !== undefined) {
      out.push(
        labelled(
          fc.array(item, { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 3 }),
          'past maxItems',
        ),
      );
    }
    if (schema.minItems) out.push(labelled(fc.constant([]), 'below minItems'));
  }
  return out;
}

/** A value of the schema with exactly one constraint broken somewhere inside, and where. */
export function brokenValue(contract: Contract, node: Schema, depth = 0): fc.Arbitrary<Labelled<unknown>> {
  const schema = contract.schema(node);
  const options: Choice<Labelled<unknown>>[] = scalarBreakers(contract, schema);
  const at = (path: string, label: string) => `${path}: ${label}`.replace(/^: /, '');
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches && depth < 6) {
    const { oneOf: _o, anyOf: _a, ...base } = schema;
    for (const branch of branches)
      options.push(brokenValue(contract, mergeSchemas(base, contract.schema(branch)), depth + 1));
  }
  const types = typesOf(schema);
  if (types.includes('object') && depth < 6) {
    const properties = schema.properties ?? {};
    const valid = generatedValue(contract, schema, depth) as fc.Arbitrary<Record<string, unknown>>;
    for (const [key, value] of Object.entries(properties)) {
      options.push({
        weight: 3,
        arbitrary: fc
          .tuple(valid, brokenValue(contract, value, depth + 1))
          .map(([o, b]) => ({ value: { ...o, [key]: b.value }, label: at(`/${key}`, b.label) })),
      });
    }
    for (const key of schema.required ?? []) {
      options.push(
        valid.map((o) => {
          const { [key]: _dropped, ...rest } = o;
          return { value: rest, label: `/${key}: missing` };
        }),
      );
    }
    options.push(
      fc
        .tuple(
          valid,
          fc.constantFrom('zzz', 'isAdmin', 'role', 'user_id', 'id', 'price', '__proto__', 'constructor'),
          fc.jsonValue({ maxDepth: 1 }),
        )
        .map(([o, key, extra]) => ({ value: { ...o, [key]: extra }, label: 'an unknown field' })),
    );
  }
  if (types.includes('array') && depth < 6) {
    const item = validValue(contract, schema.items ?? {}, depth + 1);
    options.push(
      fc
        .tuple(fc.array(item, { maxLength: 3 }), brokenValue(contract, schema.items ?? {}, depth + 1))
        .map(([list, b]) => ({ value: [...list, b.value], label: at('/-', b.label) })),
    );
  }
  if (!options.length) return fc.constant({ value: null, label: 'null' });
  return fc.oneof(...options);
}

// ---------------------------------------------------------------- parameters as URL text

/**
 * URL text of a value: percent-encoded UTF-8, and a lone surrogate (which has none) as the bytes of its
 * code unit, an invalid UTF-8 sequence such as `%ED%A0%80`.
 */
function enc(value: unknown): string {
  const text = typeof value === 'string' ? value : toJson(value);
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** URL text of a valid parameter value. */
function validParam(contract: Contract, param: Param): fc.Arbitrary<string> {
  const generated = generatedValue(contract, param.schema, 1);
  const values = param.examples.length
    ? fc.oneof(
        { weight: 2, arbitrary: fc.constantFrom(...param.examples) },
        { weight: 3, arbitrary: generated },
      )
    : generated;
  return values.map((v) => enc(v));
}

/** Path segments that routers, decoders and databases trip on (sent as they are, not encoded). */
const oddSegments: Labelled<string>[] = [
  { value: '%ff', label: 'invalid UTF-8 (%ff)' },
  { value: '%c3%28', label: 'invalid UTF-8 (%c3%28)' },
  { value: '%', label: 'a lone %' },
  { value: '%zz', label: 'a bad escape (%zz)' },
  { value: '%00', label: 'NUL (%00)' },
  { value: '%1f', label: 'a control character (%1f)' },
  { value: '..%2F', label: 'an encoded ../ (..%2F)' },
  { value: '..%2f..%2fetc%2fpasswd', label: 'an encoded path traversal' },
  { value: '%2e%2e', label: 'an encoded ..' },
  { value: '%20', label: 'a space' },
  { value: 'null', label: 'null' },
  { value: 'undefined', label: 'undefined' },
  { value: '%E0%A6%95', label: 'a Bengali letter' },
  { value: '%EF%BB%BF1', label: 'a BOM before a number' },
  { value: '0x10', label: 'hex' },
  { value: '1e3', label: 'exponent' },
  { value: '%2B1', label: '+1' },
  { value: ' 1', label: 'a leading space' },
];

/**
 * URL text for a parameter that breaks its schema. A path parameter is never empty nor a dot segment:
 * `/batch/` and `/batch/..` are other paths, not a request of the operation.
 */
function brokenParam(contract: Contract, param: Param): fc.Arbitrary<Labelled<string>> {
  const scalar = fc
    .oneof(...scalarBreakers(contract, param.schema))
    .filter((b) => b.value === null || typeof b.value !== 'object' || b.value instanceof RawJson)
    .map((b) => ({ value: enc(b.value), label: b.label }));
  const long = fc
    .integer({ min: 101, max: 4000 })
    .chain((n) =>
      fc.constantFrom(
        { value: '1'.repeat(n), label: 'more than 100 characters (digits)' },
        { value: 'a'.repeat(n), label: 'more than 100 characters (letters)' },
      ),
    );
  const all = fc.oneof(
    { weight: 4, arbitrary: scalar },
    { weight: 2, arbitrary: fc.constantFrom(...oddSegments) },
    { weight: 1, arbitrary: long },
  );
  return param.in === 'path' ? all.filter((b) => b.value !== '' && !/^(\.|%2e){1,2}$/i.test(b.value)) : all;
}

// ---------------------------------------------------------------- requests

export type Credential =
  | { kind: 'learner'; index: number }
  | { kind: 'none' }
  | { kind: 'garbage'; token: string }
  | { kind: 'tampered'; index: number }
  | { kind: 'other-token'; index: number };

export interface BodyDraft {
  contentType?: string;
  payload: string | Buffer;
}

/** One generated request, printed in fast-check's counterexample as it would be sent. */
export class FuzzRequest {
  constructor(
    readonly operationId: string,
    readonly method: string,
    readonly url: string,
    readonly credentialHeader: string | undefined,
    readonly credential: Credential,
    readonly remoteAddress: string | undefined,
    readonly body: BodyDraft | undefined,
    /** What this request breaks ('' for a request built to be valid). */
    readonly broken: string,
  ) {}

  /** The address it was last sent from (a fresh one unless `remoteAddress` names one). */
  sentFrom: string | undefined;

  describeCredential(): string {
    const c = this.credential;
    if (!this.credentialHeader || c.kind === 'none') return 'no token';
    if (c.kind === 'garbage')
      return `${this.credentialHeader}: ${JSON.stringify(c.token.length > 80 ? `${c.token.slice(0, 80)}…(${c.token.length} chars)` : c.token)}`;
    if (c.kind === 'tampered')
      return `${this.credentialHeader}: learner ${c.index}'s token with its signature altered`;
    if (c.kind === 'other-token')
      return `${this.credentialHeader}: learner ${c.index}'s token of the other kind`;
    return `${this.credentialHeader}: learner ${c.index}'s token`;
  }

  describeBody(): string {
    if (!this.body) return '(none)';
    const { payload } = this.body;
    const text = typeof payload === 'string' ? payload : payload.toString('latin1');
    const shown = JSON.stringify(text.length > 600 ? `${text.slice(0, 600)}` : text);
    return `${shown}${text.length > 600 ? `…(${text.length} chars)` : ''}`;
  }

  [fc.toStringMethod](): string {
    return [
      `${this.method} ${this.url}`,
      `  breaks: ${this.broken || '(nothing: built to be valid)'}`,
      `  from ${this.sentFrom ?? this.remoteAddress ?? 'a fresh address'}, ${this.describeCredential()}`,
      `  content-type: ${this.body?.contentType ?? '(none)'}`,
      `  body: ${this.describeBody()}`,
    ].join('\n');
  }

  toString(): string {
    return this[fc.toStringMethod]();
  }
}

export interface Limits {
  /** How many signed-up learners hold access tokens (credential index 0…n-1). */
  learners: number;
  bodyLimitBytes: number;
  fileLimitBytes: number;
}

const garbageTokens = [
  'garbage',
  'null',
  'undefined',
  'Bearer x',
  '',
  // a JWT with "alg": "none"
  'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAiLCJpc3MiOiJ0aWxhd2F0In0.',
  // a JWT signed with another key
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwiaXNzIjoidGlsYXdhdCJ9.c2lnbmVkLXdpdGgtYW5vdGhlci1rZXk',
  'a.b.c',
  '....',
  'x'.repeat(10_000),
];

function credentialFor(op: Operation, limits: Limits): fc.Arbitrary<Credential> {
  const learner = fc
    .nat({ max: limits.learners - 1 })
    .map((index): Credential => ({ kind: 'learner', index }));
  const none = fc.constant<Credential>({ kind: 'none' });
  const garbage = fc
    .oneof(
      fc.constantFrom(...garbageTokens),
      fc.string({
        unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.'),
        maxLength: 300,
      }),
    )
    .map((token): Credential => ({ kind: 'garbage', token }));
  const wrong = fc.oneof(
    garbage,
    fc.nat({ max: limits.learners - 1 }).map((index): Credential => ({ kind: 'tampered', index })),
    fc.nat({ max: limits.learners - 1 }).map((index): Credential => ({ kind: 'other-token', index })),
  );
  if (op.auth === 'none')
    return fc.oneof(
      { weight: 8, arbitrary: none },
      { weight: 1, arbitrary: learner },
      { weight: 1, arbitrary: wrong },
    );
  if (op.auth === 'optional')
    return fc.oneof(
      { weight: 5, arbitrary: learner },
      { weight: 3, arbitrary: none },
      { weight: 2, arbitrary: wrong },
    );
  return fc.oneof(
    { weight: 8, arbitrary: learner },
    { weight: 1, arbitrary: none },
    { weight: 1, arbitrary: wrong },
  );
}

/**
 * The client address: most requests come from a fresh one (the test assigns it when sending, so that
 * per-address rate limits and one-time-code caps rarely meet, shrinking included); a few share one.
 */
const remoteAddress = fc.oneof(
  { weight: 20, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constant('10.0.0.1') },
);

// ---- bodies

const tinyImages: Record<string, Buffer> = {
  'image/png': Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  // real 1 × 1 pictures (made with sharp): avatars are decoded and re-encoded, so a file that only
  // starts like an image is refused (415)
  'image/jpeg': Buffer.from(
    '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCaAInv/9k=',
    'base64',
  ),
  'image/webp': Buffer.from('UklGRh4AAABXRUJQVlA4TBEAAAAvAAAAAAfQvrpUpv+BiOh/AAA=', 'base64'),
};

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

function multipart(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: ${disposition}\r\n${part.contentType ? `content-type: ${part.contentType}\r\n` : ''}\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const isFile = (schema: Schema) => schema.format === 'binary' || schema.contentMediaType !== undefined;

/** The file parts and fields of a valid multipart body, from the schema and its encoding. */
function validParts(contract: Contract, media: MediaBody): fc.Arbitrary<Part[]> {
  const properties = media.schema.properties ?? {};
  const entries = Object.entries(properties).map(([name, schema]) => {
    if (!isFile(schema))
      return validValue(contract, schema).map(
        (v): Part => ({ name, data: Buffer.from(typeof v === 'string' ? v : toJson(v)) }),
      );
    const declared = (
      media.encoding[name]?.contentType ??
      schema.contentMediaType ??
      'application/octet-stream'
    )
      .split(',')
      .map((t) => t.trim());
    const types = declared.flatMap((t) =>
      t.endsWith('/*') ? Object.keys(tinyImages).filter((k) => k.startsWith(t.slice(0, -1))) : [t],
    );
    return fc.constantFrom(...(types.length ? types : ['application/octet-stream'])).map(
      (type): Part => ({
        name,
        filename: `file.${type.split('/')[1] ?? 'bin'}`,
        contentType: type,
        data: tinyImages[type] ?? Buffer.from('data'),
      }),
    );
  });
  return fc.tuple(...entries) as fc.Arbitrary<Part[]>;
}

const boundary = 'fuzzBoundary7MA4YWxkTrZu0gW';
const multipartType = `multipart/form-data; boundary=${boundary}`;

function encodeBody(media: MediaBody, value: unknown): BodyDraft {
  if (media.type === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams();
    for (const [key, v] of Object.entries((value ?? {}) as Record<string, unknown>))
      form.append(key, typeof v === 'string' ? v : toJson(v));
    return { contentType: media.type, payload: form.toString() };
  }
  return { contentType: media.type, payload: toJson(value) };
}

function validBody(contract: Contract, media: MediaBody): fc.Arbitrary<BodyDraft> {
  if (media.type.startsWith('multipart/')) {
    return validParts(contract, media).map((parts) => ({
      contentType: multipartType,
      payload: multipart(parts, boundary),
    }));
  }
  const value = media.examples.length
    ? fc.oneof(
        { weight: 1, arbitrary: fc.constantFrom(...media.examples) },
        { weight: 3, arbitrary: validValue(contract, media.schema) },
      )
    : validValue(contract, media.schema);
  return value.map((v) => encodeBody(media, v));
}

/** Each file part changed by `change`; the other parts as they are. */
const files = (parts: Part[], change: (part: Part) => Part) =>
  parts.map((part) => (part.filename !== undefined ? change(part) : part));

/** Ways to break a multipart body: [what it breaks, content-type, body from valid parts]. */
function multipartBreakers(
  limits: Limits,
): [string, string, (parts: Part[], at: number, bytes: Buffer) => Buffer][] {
  const m = multipartType;
  return [
    ['multipart without a boundary', 'multipart/form-data', (p) => multipart(p, boundary)],
    ['multipart with an empty boundary', 'multipart/form-data; boundary=', (p) => multipart(p, boundary)],
    ['multipart with another boundary', 'multipart/form-data; boundary=other', (p) => multipart(p, boundary)],
    [
      'truncated multipart',
      m,
      (p, at) => {
        const whole = multipart(p, boundary);
        return whole.subarray(0, at % whole.length);
      },
    ],
    ['empty multipart', m, () => Buffer.alloc(0)],
    ['multipart without parts', m, () => Buffer.from(`--${boundary}--\r\n`)],
    ['multipart of garbage', m, () => Buffer.from('garbage without any boundary')],
    ['a part without headers', m, () => Buffer.from(`--${boundary}\r\n\r\nx\r\n--${boundary}--\r\n`)],
    [
      'a part under an unknown name',
      m,
      (p) =>
        multipart(
          p.map((part) => ({ ...part, name: 'other' })),
          boundary,
        ),
    ],
    [
      'a part named __proto__',
      m,
      (p) =>
        multipart(
          p.map((part) => ({ ...part, name: '__proto__' })),
          boundary,
        ),
    ],
    ['every part twice', m, (p) => multipart([...p, ...p], boundary)],
    ['an extra text field', m, (p) => multipart([{ name: 'note', data: Buffer.from('x') }, ...p], boundary)],
    [
      'a text field instead of a file',
      m,
      (p) =>
        multipart(
          files(p, (part) => ({ name: part.name, data: part.data })),
          boundary,
        ),
    ],
    [
      'a file of random bytes',
      m,
      (p, _at, bytes) =>
        multipart(
          files(p, (part) => ({ ...part, data: bytes })),
          boundary,
        ),
    ],
    [
      'an HTML file',
      m,
      (p) =>
        multipart(
          files(p, (part) => ({
            ...part,
            contentType: 'text/html',
            data: Buffer.from('<script>alert(1)</script>'),
          })),
          boundary,
        ),
    ],
    [
      'a file past the size limit',
      m,
      (p) =>
        multipart(
          files(p, (part) => ({
            ...part,
            data: Buffer.concat([part.data, Buffer.alloc(limits.fileLimitBytes)]),
          })),
          boundary,
        ),
    ],
    [
      'a file name with ../ and NUL',
      m,
      (p) =>
        multipart(
          files(p, (part) => ({ ...part, filename: '../../etc/passwd\u0000.png' })),
          boundary,
        ),
    ],
    [
      'JSON instead of multipart',
      'application/json',
      (p) => Buffer.from(toJson(Object.fromEntries(p.map((part) => [part.name, 'x'])))),
    ],
  ];
}

/** Bodies that break the body as a whole: its syntax, size, media type. */
function brokenBodies(
  contract: Contract,
  media: MediaBody,
  limits: Limits,
): fc.Arbitrary<Labelled<BodyDraft>>[] {
  const valid = validBody(contract, media);
  const out: fc.Arbitrary<Labelled<BodyDraft>>[] = [];
  if (media.type.startsWith('multipart/')) {
    const breakers = multipartBreakers(limits);
    return [
      fc
        .tuple(
          validParts(contract, media),
          fc.constantFrom(...breakers),
          fc.nat(),
          fc.uint8Array({ maxLength: 64 }),
        )
        .map(([parts, [label, contentType, make], at, bytes]) => ({
          value: { contentType, payload: make(parts, at, Buffer.from(bytes)) },
          label,
        })),
    ];
  }
  const text = (draft: BodyDraft) =>
    typeof draft.payload === 'string' ? draft.payload : draft.payload.toString();
  out.push(
    fc.constant({ value: { contentType: media.type, payload: '' }, label: 'an empty body' }),
    valid.chain((draft) =>
      fc.nat({ max: Math.max(0, text(draft).length - 1) }).map((at) => ({
        value: { contentType: media.type, payload: text(draft).slice(0, at) },
        label: 'a truncated body',
      })),
    ),
    fc
      .constantFrom(
        '{',
        '{"a":}',
        "{'a':1}",
        'nul',
        '[1,]',
        '{"a":1}}',
        '\u0000',
        '{"a":"\\x"}',
        '{"a":"\\ud800"}',
        'NaN',
      )
      .map((payload) => ({
        value: { contentType: media.type, payload },
        label: 'malformed JSON',
      })),
    valid.map((draft) => ({
      value: { ...draft, payload: `\ufeff${text(draft)}` },
      label: 'a byte-order mark first',
    })),
    fc.constantFrom('[]', '"text"', '1', 'null', 'true', '[{}]').map((payload) => ({
      value: { contentType: media.type, payload },
      label: 'JSON of another type',
    })),
    fc
      .constantFrom('{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}')
      .map((payload) => ({
        value: { contentType: media.type, payload },
        label: 'prototype poisoning',
      })),
    valid.chain((draft) =>
      fc
        .constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          multipartType,
          'application/xml',
          'application/json; charset=utf-16',
          'application/jsonx',
          'application/*',
          '*/*',
          'json',
        )
        .filter((type) => type !== media.type)
        .map((contentType) => ({ value: { ...draft, contentType }, label: `sent as ${contentType}` })),
    ),
    valid.map((draft) => ({ value: { payload: draft.payload }, label: 'no content-type' })),
    fc.constant({
      value: { contentType: media.type, payload: toJson({ padding: 'x'.repeat(limits.bodyLimitBytes) }) },
      label: 'a body past the size limit',
    }),
    fc.constant({
      value: { contentType: media.type, payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
      label: 'deeply nested JSON',
    }),
  );
  return out;
}

export interface Parts {
  path: Record<string, string>;
  query: [string, string][];
  body: BodyDraft | undefined;
  credential: Credential;
  remoteAddress: string | undefined;
}

/** Unknown, duplicated and malformed query strings added to a valid one. */
function oddQueries(op: Operation): fc.Arbitrary<Labelled<[string, string][]>> {
  const names = op.params.filter((p) => p.in === 'query').map((p) => p.name);
  const list: Labelled<[string, string][]>[] = [
    { value: [['zzz', '1']], label: 'an unknown query parameter' },
    { value: [['__proto__', '1']], label: 'a query parameter named __proto__' },
    { value: [['constructor[prototype][x]', '1']], label: 'a bracketed query parameter' },
    { value: [['%ff', '%ff']], label: 'invalid UTF-8 in the query' },
    { value: [['%00', '%00']], label: 'NUL in the query' },
    { value: [['x', 'a'.repeat(8000)]], label: 'a long query string' },
  ];
  for (const name of names) {
    list.push(
      {
        value: [
          [name, '1'],
          [name, '2'],
        ],
        label: `${name} twice`,
      },
      { value: [[name, '']], label: `${name} empty` },
      { value: [[name, '%ff']], label: `${name} of invalid UTF-8` },
    );
  }
  return fc.constantFrom(...list);
}

/** The valid parts of a request of the operation. */
function validRequestParts(op: Operation, limits: Limits, media: MediaBody | undefined): fc.Arbitrary<Parts> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const path = fc.record(
    Object.fromEntries(pathParams.map((p) => [p.name, validParam(op.contract, p)])),
  ) as fc.Arbitrary<Record<string, string>>;
  const query = fc
    .tuple(
      ...queryParams.map((p) =>
        p.required
          ? validParam(op.contract, p).map((v) => [p.name, v] as [string, string])
          : fc.option(
              validParam(op.contract, p).map((v) => [p.name, v] as [string, string]),
              { nil: undefined },
            ),
      ),
    )
    .map((pairs) => pairs.filter((pair): pair is [string, string] => pair !== undefined));
  const body = media ? validBody(op.contract, media) : fc.constant(undefined);
  return fc.record({ path, query, body, credential: credentialFor(op, limits), remoteAddress });
}

function build(op: Operation, parts: Parts, broken: string): FuzzRequest {
  const path = op.template.replace(/\{([^}]+)\}/g, (_m, name: string) => parts.path[name] ?? '');
  const query = parts.query.map(([k, v]) => `${k}=${v}`).join('&');
  const header = op.auth === 'refresh' ? 'refreshtoken' : 'accesstoken';
  return new FuzzRequest(
    op.operationId,
    op.method,
    `${op.prefix}${path}${query ? `?${query}` : ''}`,
    parts.credential.kind === 'none' ? undefined : header,
    parts.credential,
    parts.remoteAddress,
    parts.body,
    broken,
  );
}

/**
 * Requests of one operation: about half built to be valid, half breaking one thing (a path or query
 * parameter, a body field, the body as a whole, the media type), each labelled with what it breaks.
 */
export function requestsOf(op: Operation, limits: Limits): fc.Arbitrary<FuzzRequest> {
  const media = op.body?.media ?? [];
  const mediaChoices = media.length ? media : [undefined];
  // Weighted towards what reaches the handlers: a broken field or parameter more often than a broken body.
  const invalid: fc.WeightedArbitrary<FuzzRequest>[] = [];
  const add = (weight: number, arbitrary: fc.Arbitrary<FuzzRequest>) => invalid.push({ weight, arbitrary });
  const valid = fc.oneof(
    ...mediaChoices.map((m) => validRequestParts(op, limits, m).map((parts) => build(op, parts, ''))),
  );
  for (const m of mediaChoices) {
    const base = validRequestParts(op, limits, m);
    for (const param of op.params.filter((p) => p.in === 'path' || p.in === 'query')) {
      add(
        param.in === 'path' ? 4 : 2,
        fc.tuple(base, brokenParam(op.contract, param)).map(([parts, b]) =>
          build(
            op,
            param.in === 'path'
              ? { ...parts, path: { ...parts.path, [param.name]: b.value } }
              : {
                  ...parts,
                  query: [...parts.query.filter(([k]) => k !== param.name), [param.name, b.value]],
                },
            `${param.in} ${param.name}: ${b.label}`,
          ),
        ),
      );
      if (param.in === 'query' && param.required) {
        add(
          1,
          base.map((parts) =>
            build(
              op,
              { ...parts, query: parts.query.filter(([k]) => k !== param.name) },
              `query ${param.name}: missing`,
            ),
          ),
        );
      }
    }
    add(
      1,
      fc
        .tuple(base, oddQueries(op))
        .map(([parts, b]) => build(op, { ...parts, query: [...parts.query, ...b.value] }, b.label)),
    );
    if (!m) {
      // an operation without a request body, sent one anyway
      const bodies = fc.constantFrom<BodyDraft>(
        { contentType: 'application/json', payload: '{"a":1}' },
        { contentType: 'text/plain', payload: 'x' },
        { contentType: 'application/json', payload: '{' },
      );
      add(
        1,
        fc
          .tuple(base, bodies)
          .map(([parts, body]) => build(op, { ...parts, body }, 'a body the operation does not take')),
      );
      continue;
    }
    const multipart = m.type.startsWith('multipart/');
    if (!multipart) {
      add(
        8,
        fc
          .tuple(base, brokenValue(op.contract, m.schema))
          .map(([parts, b]) => build(op, { ...parts, body: encodeBody(m, b.value) }, `body ${b.label}`)),
      );
    }
    const whole = fc.oneof(...brokenBodies(op.contract, m, limits));
    add(
      multipart ? 8 : 3,
      fc.tuple(base, whole).map(([parts, b]) => build(op, { ...parts, body: b.value }, b.label)),
    );
    add(
      1,
      base.map((parts) => build(op, { ...parts, body: undefined }, 'no body')),
    );
  }
  return fc.oneof({ weight: 1, arbitrary: valid }, { weight: 1, arbitrary: fc.oneof(...invalid) });
}
