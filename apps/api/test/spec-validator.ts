import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import adminSpec from '../src/generated/openapi-admin.json' with { type: 'json' };
import v2Spec from '../src/generated/openapi-v2.json' with { type: 'json' };
import v3Spec from '../src/generated/openapi-v3.json' with { type: 'json' };

type Spec = { paths: Record<string, Record<string, { responses?: Record<string, { $ref?: string }> }>> };
const specs = {
  v2: v2Spec as unknown as Spec,
  v3: v3Spec as unknown as Spec,
  admin: adminSpec as unknown as Spec,
};

const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true, discriminator: true }));
ajv.addSchema(v2Spec as object, 'v2');
ajv.addSchema(v3Spec as object, 'v3');
ajv.addSchema(adminSpec as object, 'admin');

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function matchPath(spec: Spec, path: string): string | undefined {
  const candidates = Object.keys(spec.paths).filter((template) => {
    const pattern = new RegExp(`^${template.replace(/\{[^/]+\}/g, '[^/]+')}$`);
    return pattern.test(path);
  });
  // A concrete segment wins over a template (/recording/module over /recording/{id}).
  return candidates.sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))[0];
}

export interface Checked {
  operation: string;
  status: number;
}

/**
 * Checks an answer of /api/v2, /api/v3 or the console's /api/v3/admin against the contract: the operation must
 * exist, the status must be one it documents, and a JSON body must match its schema.
 * Answers undefined for routes outside the contract (health, dev outbox, sandbox pages).
 */
export function checkAgainstSpec(
  method: string,
  url: string,
  status: number,
  contentType: string | undefined,
  body: string,
): Checked | undefined {
  const match = /^\/api\/(v2|v3\/admin|v3)(\/[^?]*)/.exec(url);
  if (!match) return undefined;
  const version = (match[1] === 'v3/admin' ? 'admin' : match[1]) as keyof typeof specs;
  const spec = specs[version];
  const template = matchPath(spec, match[2] as string);
  const lower = method.toLowerCase();
  const operation = template ? spec.paths[template]?.[lower] : undefined;
  if (!template || !operation) {
    if (status === 404 || status === 405)
      return { operation: `${method} ${url} (not in the contract)`, status };
    throw new Error(`${method} ${url} answered ${status} but is not an operation of ${version}`);
  }
  const response = operation.responses?.[String(status)];
  if (!response)
    throw new Error(
      `${method} ${template} (${version}) answered ${status}, which the contract does not document`,
    );
  // A HEAD answer never has a body (RFC 9110): its status is what the contract can check (tus's offset).
  if (lower === 'head') return { operation: `${method} ${template}`, status };
  const base = response.$ref
    ? `${version}${response.$ref}`
    : `${version}#/paths/${escapePointer(template)}/${lower}/responses/${status}`;
  const validate = ajv.getSchema(`${base}/content/application~1json/schema`);
  // a file the operation answers instead of JSON (a spreadsheet): of a media type the contract lists
  const files = Object.keys(
    (operation.responses?.[String(status)] as { content?: Record<string, unknown> } | undefined)?.content ??
      {},
  ).filter((type) => type !== 'application/json');
  if (!validate && files.length > 0) {
    const type = contentType?.split(';')[0]?.trim();
    if (!type || !files.includes(type)) {
      throw new Error(
        `${method} ${template} answered ${status} as ${contentType}, not one of ${files.join(', ')}`,
      );
    }
    if (body.length === 0) throw new Error(`${method} ${template} answered ${status} with an empty file`);
    return { operation: `${method} ${template}`, status };
  }
  if (!validate) {
    if (body.length === 0) return { operation: `${method} ${template}`, status };
    throw new Error(`${method} ${template} answered ${status} with a body the contract does not describe`);
  }
  if (!contentType?.startsWith('application/json')) {
    throw new Error(`${method} ${template} answered ${status} as ${contentType}, not JSON`);
  }
  const parsed = JSON.parse(body);
  if (!validate(parsed)) {
    throw new Error(
      `${method} ${template} answered ${status} with a body that breaks the contract:\n${ajv.errorsText(validate.errors, { separator: '\n' })}\n${body.slice(0, 2000)}`,
    );
  }
  return { operation: `${method} ${template}`, status };
}
