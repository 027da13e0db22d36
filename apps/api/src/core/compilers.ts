// How the api compiles the contract's schemas: Ajv validators for what comes in, fast-json-stringify
// serialisers for what goes out (Fastify's own), each compiled once per process.
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';

/**
 * Body validation is strict (no `"5"` for 5); query and path parameters are
 * coerced from strings. Both drop fields the contract does not list (whitelist).
 */
const validatorOptions = {
  strict: false,
  allErrors: true,
  useDefaults: true,
  discriminator: true,
  removeAdditional: true,
} as const;
const bodyAjv = addFormats(new Ajv({ ...validatorOptions, coerceTypes: false }));
const paramsAjv = addFormats(new Ajv({ ...validatorOptions, coerceTypes: 'array' }));

/**
 * Compiled code by what it was compiled from, for every app this process builds: fastify-openapi-glue
 * hands each app new but equal schema objects, and compiling the contract's validators and answer
 * serialisers was most of an app's build (0.8 s of 1.4 s here). A server builds one app and gains
 * nothing; the api's tests build hundreds, one or more per file and often one per test.
 */
function compiledOnce<T>(): (key: string, compile: () => T) => T {
  const compiled = new Map<string, T>();
  return (key, compile) => {
    let value = compiled.get(key);
    if (value === undefined) {
      value = compile();
      compiled.set(key, value);
    }
    return value;
  };
}

const validatorOf = compiledOnce<ReturnType<typeof bodyAjv.compile>>();
export function validatorCompiler({ schema, httpPart }: { schema: object; httpPart?: string }) {
  return validatorOf(`${httpPart}\u0000${JSON.stringify(schema)}`, () =>
    httpPart === 'body'
      ? bodyAjv.compile(schema)
      : paramsAjv.compile(httpPart === 'headers' ? lowerCaseHeaders(schema) : schema),
  );
}

/** Fastify's own serialiser compiler (fast-json-stringify), each answer schema compiled once a process. */
const buildSerializer = SerializerSelector();
const serializerOf = compiledOnce<(doc: unknown) => string>();
export const cachedSerializers: typeof buildSerializer = (externalSchemas, options) => {
  const compile = buildSerializer(externalSchemas, options);
  const context = JSON.stringify([externalSchemas ?? null, options ?? null]);
  return (route) => serializerOf(`${context}\u0000${JSON.stringify(route.schema)}`, () => compile(route));
};

/**
 * A header schema with its names in lower case, as Node gives a request's headers (`Tus-Resumable`
 * arrives as `tus-resumable`): Fastify does this itself only for its own validator compiler.
 */
function lowerCaseHeaders(schema: object): object {
  const { properties, required, ...rest } = schema as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return {
    ...rest,
    ...(properties
      ? { properties: Object.fromEntries(Object.entries(properties).map(([k, v]) => [k.toLowerCase(), v])) }
      : {}),
    ...(required ? { required: required.map((name) => name.toLowerCase()) } : {}),
  };
}
