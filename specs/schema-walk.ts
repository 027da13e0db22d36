// Every schema of the contract, where it is written: the walk behind spec.test.ts's checks that each
// number is bounded and each string refuses control characters. It starts from what an API reads and
// answers (both versions' paths: parameters, request bodies, responses and their headers) and from every
// component, follows `$ref` across files (`./common.yaml#/schemas/Id`) and visits each schema once, at
// the file and JSON pointer where it is written, so that a failure names the place to fix.
import { readYaml } from './load-spec';

export const contractFiles = ['common.yaml', 'v2.yaml', 'v3.yaml', 'admin.yaml'] as const;
export type ContractFile = (typeof contractFiles)[number];

export type Schema = Record<string, unknown> | boolean;

export interface SchemaSite {
  file: ContractFile;
  /** JSON pointer of the schema inside `file`. */
  pointer: string;
  schema: Schema;
  /** Example values for it: its own, and those found around it (its parent's, its parameter's). */
  examples: unknown[];
  /** Read by a request (a parameter or a request body), not only answered. */
  request: boolean;
  /** A member of an `allOf`: it constrains what its siblings describe, so it may leave out `type`. */
  allOfMember: boolean;
}

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Keywords that may stand beside `$ref`: annotations, which change nothing a validator does. */
export const annotationKeywords = new Set([
  '$ref',
  'description',
  'summary',
  'title',
  'example',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$comment',
]);

const toPointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const fromPointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const entries = (value: unknown) => Object.entries(isObject(value) ? value : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function loadContract(): Record<ContractFile, Record<string, unknown>> {
  return Object.fromEntries(contractFiles.map((file) => [file, readYaml(`./${file}`)])) as Record<
    ContractFile,
    Record<string, unknown>
  >;
}

/** The target of a `$ref` written in `file`: `#/…` in the same file, `./common.yaml#/…` in another. */
export function resolveRef(
  files: Record<ContractFile, Record<string, unknown>>,
  file: ContractFile,
  ref: string,
): { file: ContractFile; pointer: string; value: unknown } {
  const [target = '', pointer = ''] = ref.split('#', 2);
  const targetFile = (target === '' ? file : target.replace(/^\.\//, '')) as ContractFile;
  if (!contractFiles.includes(targetFile)) throw new Error(`${file}: $ref to an unknown file: ${ref}`);
  const value = pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, key) => (isObject(node) || Array.isArray(node) ? (node as never)[fromPointer(key)] : undefined),
      files[targetFile],
    );
  if (value === undefined) throw new Error(`${file}: $ref to nothing: ${ref}`);
  return { file: targetFile, pointer, value };
}

/** Every schema of the contract, each once per place it is written (and once more if a request reads it). */
export function schemaSites(files = loadContract()): SchemaSite[] {
  const sites: SchemaSite[] = [];
  const seen = new Set<string>();

  const exampleOf = (node: Record<string, unknown>, around: unknown) =>
    'example' in node ? node.example : Array.isArray(node.examples) ? node.examples[0] : around;

  /** Follows `$ref`s of a non-schema object (parameter, request body, response, header). */
  const deref = (file: ContractFile, pointer: string, node: unknown) => {
    let at = { file, pointer, value: node };
    for (let hops = 0; isObject(at.value) && typeof at.value.$ref === 'string'; hops++) {
      if (hops > 10) throw new Error(`${file}#${pointer}: reference loop`);
      at = resolveRef(files, at.file, at.value.$ref);
    }
    return at;
  };

  function schema(
    file: ContractFile,
    pointer: string,
    node: unknown,
    example: unknown,
    request: boolean,
    allOfMember = false,
  ) {
    if (typeof node !== 'boolean' && !isObject(node)) return;
    const key = `${request ? 'request' : 'answer'} ${file}#${pointer}`;
    if (seen.has(key)) return;
    seen.add(key);
    const examples = isObject(node) ? [exampleOf(node, undefined), example] : [example];
    sites.push({
      file,
      pointer,
      schema: node,
      examples: examples.filter((e) => e !== undefined),
      request,
      allOfMember,
    });
    if (typeof node === 'boolean') return;
    if (typeof node.$ref === 'string') {
      const target = resolveRef(files, file, node.$ref);
      schema(target.file, target.pointer, target.value, exampleOf(node, example), request, allOfMember);
      return;
    }
    const own = exampleOf(node, example);
    const at = (...keys: string[]) => `${pointer}/${keys.map(toPointer).join('/')}`;
    for (const [name, child] of entries(node.properties))
      schema(file, at('properties', name), child, isObject(own) ? own[name] : undefined, request);
    for (const [name, child] of entries(node.patternProperties))
      schema(file, at('patternProperties', name), child, undefined, request);
    for (const keyword of [
      'additionalProperties',
      'unevaluatedProperties',
      'propertyNames',
      'not',
      'contains',
    ])
      if (isObject(node[keyword]) || node[keyword] === true)
        schema(file, at(keyword), node[keyword], undefined, request);
    if (isObject(node.items))
      schema(file, at('items'), node.items, Array.isArray(own) ? own[0] : undefined, request);
    for (const keyword of ['prefixItems', 'anyOf', 'oneOf', 'allOf'])
      for (const [index, child] of list(node[keyword]).entries())
        schema(file, at(keyword, String(index)), child, own, request, keyword === 'allOf');
  }

  function parameter(file: ContractFile, pointer: string, node: unknown) {
    const at = deref(file, pointer, node);
    if (!isObject(at.value)) return;
    if (at.value.schema !== undefined)
      schema(at.file, `${at.pointer}/schema`, at.value.schema, at.value.example, true);
    content(at.file, at.pointer, at.value, true);
  }

  function content(file: ContractFile, pointer: string, node: Record<string, unknown>, request: boolean) {
    for (const [type, media] of entries(node.content))
      if (isObject(media))
        schema(file, `${pointer}/content/${toPointer(type)}/schema`, media.schema, media.example, request);
  }

  function requestBody(file: ContractFile, pointer: string, node: unknown) {
    const at = deref(file, pointer, node);
    if (isObject(at.value)) content(at.file, at.pointer, at.value, true);
  }

  function header(file: ContractFile, pointer: string, node: unknown) {
    const at = deref(file, pointer, node);
    if (isObject(at.value) && at.value.schema !== undefined)
      schema(at.file, `${at.pointer}/schema`, at.value.schema, at.value.example, false);
  }

  function response(file: ContractFile, pointer: string, node: unknown) {
    const at = deref(file, pointer, node);
    if (!isObject(at.value)) return;
    content(at.file, at.pointer, at.value, false);
    for (const [name, child] of entries(at.value.headers))
      header(at.file, `${at.pointer}/headers/${toPointer(name)}`, child);
  }

  for (const file of contractFiles) {
    const doc = files[file];
    for (const [path, item] of entries(doc.paths)) {
      if (!isObject(item)) continue;
      const base = `/paths/${toPointer(path)}`;
      for (const [index, p] of list(item.parameters).entries())
        parameter(file, `${base}/parameters/${index}`, p);
      for (const method of methods) {
        const op = item[method];
        if (!isObject(op)) continue;
        for (const [index, p] of list(op.parameters).entries())
          parameter(file, `${base}/${method}/parameters/${index}`, p);
        if (op.requestBody) requestBody(file, `${base}/${method}/requestBody`, op.requestBody);
        for (const [code, answer] of entries(op.responses))
          response(file, `${base}/${method}/responses/${toPointer(code)}`, answer);
      }
    }
    // components of an API description; the same sections at the top of common.yaml
    const components = isObject(doc.components) ? doc.components : doc;
    const prefix = components === doc ? '' : '/components';
    for (const [name, child] of entries(components.parameters))
      parameter(file, `${prefix}/parameters/${toPointer(name)}`, child);
    for (const [name, child] of entries(components.requestBodies))
      requestBody(file, `${prefix}/requestBodies/${toPointer(name)}`, child);
    for (const [name, child] of entries(components.responses))
      response(file, `${prefix}/responses/${toPointer(name)}`, child);
    for (const [name, child] of entries(components.headers))
      header(file, `${prefix}/headers/${toPointer(name)}`, child);
    for (const [name, child] of entries(components.schemas))
      schema(file, `${prefix}/schemas/${toPointer(name)}`, child, undefined, false);
  }
  return sites;
}

/** The types a schema declares (`type: [string, 'null']` → both). */
export function typesOf(schema: Schema): string[] {
  if (typeof schema === 'boolean') return [];
  return ([] as unknown[]).concat(schema.type ?? []).map(String);
}

/**
 * What a string schema asks of a string, gathered from it and the members of its `allOf` (following
 * `$ref`s, as the api's validator sees them): its patterns, formats and allowed values.
 */
export function stringRules(
  files: Record<ContractFile, Record<string, unknown>>,
  file: ContractFile,
  schema: Schema,
): { patterns: string[]; formats: string[]; values?: unknown[] } {
  const rules: { patterns: string[]; formats: string[]; values?: unknown[] } = { patterns: [], formats: [] };
  const gather = (at: ContractFile, node: unknown, depth: number) => {
    if (!isObject(node) || depth > 20) return;
    if (typeof node.$ref === 'string') {
      const target = resolveRef(files, at, node.$ref);
      gather(target.file, target.value, depth + 1);
      return;
    }
    if (typeof node.pattern === 'string') rules.patterns.push(node.pattern);
    if (typeof node.format === 'string') rules.formats.push(node.format);
    if (Array.isArray(node.enum)) rules.values = node.enum;
    if ('const' in node) rules.values = [node.const];
    if (Array.isArray(node.allOf)) for (const member of node.allOf) gather(at, member, depth + 1);
  };
  gather(file, schema, 0);
  return rules;
}
