import { describe, expect, it } from 'vitest';
import {
  basePaths,
  type DocumentName,
  documents,
  loadSpec,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  readYaml,
  versions,
} from './load-spec';
import {
  annotationKeywords,
  loadContract,
  type Schema,
  type SchemaSite,
  schemaSites,
  stringRules,
  typesOf,
} from './schema-walk';

const table = readYaml<Record<(typeof versions)[number], string[]>>('./endpoints.yaml');
const common = readYaml<{ schemas: Record<string, Record<string, unknown>> }>('./common.yaml');
const docs = Object.fromEntries(documents.map((v) => [v, loadSpec(v)])) as Record<
  DocumentName,
  OpenApiDocument
>;

/** Follows a local `#/components/...` reference inside one document. */
function resolveLocal(doc: OpenApiDocument, node: unknown): Record<string, unknown> {
  let current = node as Record<string, unknown>;
  for (let hops = 0; typeof current?.$ref === 'string' && current.$ref.startsWith('#/'); hops++) {
    if (hops > 10) throw new Error(`reference loop at ${String(current.$ref)}`);
    const path = current.$ref.slice(2).split('/');
    current = path.reduce<unknown>((acc, key) => (acc as Record<string, unknown>)[key], doc) as Record<
      string,
      unknown
    >;
  }
  return current;
}

describe('the endpoint table of the specification (specs/endpoints.yaml)', () => {
  it.each(versions)('has 2 versions of rows and %s rows are well-formed', (version) => {
    expect(table[version].length).toBeGreaterThan(25);
    for (const row of table[version]) expect(row).toMatch(/^(GET|POST|PATCH|PUT|DELETE) \/\S*$/);
  });

  it.each(versions)('every %s row is an operation of the spec', (version) => {
    const present = new Set(operationsOf(docs[version]).map((o) => o.key));
    const missing = table[version].filter((row) => !present.has(row));
    expect(missing).toEqual([]);
  });

  it.each(versions)('every %s operation outside the table says why it exists', (version) => {
    const listed = new Set(table[version]);
    const unexplained = operationsOf(docs[version])
      .filter(({ key }) => !listed.has(key))
      .filter(({ op }) => typeof (op as Record<string, unknown>)['x-added-because'] !== 'string')
      .map(({ key }) => key);
    expect(unexplained).toEqual([]);
  });
});

describe('the operator console (issue 19)', () => {
  it('says why each operation exists and who may call it (x-roles: admin, teacher)', () => {
    const bad = operationsOf(docs.admin)
      .filter(({ op }) => {
        const extra = op as Record<string, unknown>;
        const roles = extra['x-roles'];
        return (
          typeof extra['x-added-because'] !== 'string' ||
          !Array.isArray(roles) ||
          roles.length === 0 ||
          !roles.every((role) => role === 'admin' || role === 'teacher')
        );
      })
      .map(({ key }) => key);
    expect(operationsOf(docs.admin).length).toBeGreaterThan(0);
    expect(bad).toEqual([]);
  });

  it('requires the access token on every operation: none is public', () => {
    const open = operationsOf(docs.admin)
      .filter(({ op }) => (op.security ?? []).length === 0 || (op.security ?? []).some((r) => !r.accessToken))
      .map(({ key }) => key);
    expect(open).toEqual([]);
  });
});

describe('operations', () => {
  const all = documents.flatMap((version) =>
    operationsOf(docs[version]).map(({ key, op }) => ({ version, key, op })),
  );

  it('have unique camelCase operationIds prefixed with their version', () => {
    const ids = all.map(({ version, op }) => ({ version, id: op.operationId ?? '' }));
    for (const { version, id } of ids) expect(id).toMatch(new RegExp(`^${version}[A-Z][A-Za-z0-9]*$`));
    const seen = ids.map((i) => i.id);
    expect(seen.length).toBe(new Set(seen).size);
  });

  it('each have a summary, tags, a 2xx answer and at least one error answer', () => {
    const bad = all.filter(({ op }) => {
      const codes = Object.keys(op.responses ?? {});
      return (
        !op.summary ||
        !op.tags?.length ||
        !codes.some((c) => c.startsWith('2')) ||
        !codes.some((c) => c.startsWith('4'))
      );
    });
    expect(bad.map((b) => `${b.version} ${b.key}`)).toEqual([]);
  });

  it('document 413 and 415 whenever they take a body (docs/decisions/0001-contract-first.md)', () => {
    const bad = all
      .filter(({ op }) => op.requestBody && (!op.responses?.['413'] || !op.responses?.['415']))
      .map((b) => `${b.version} ${b.key}`);
    expect(bad).toEqual([]);
  });

  it('document 400, 413 and 415 on every POST, PUT and PATCH, even one that takes no body: a client may send one anyway', () => {
    const bad = all
      .filter(({ key }) => /^(POST|PUT|PATCH) /.test(key))
      .filter(({ op }) => ['400', '413', '415'].some((status) => !op.responses?.[status]))
      .map((b) => `${b.version} ${b.key}`);
    expect(bad).toEqual([]);
  });

  it('each declare their security explicitly', () => {
    const missing = all.filter(({ op }) => !Array.isArray(op.security)).map((b) => `${b.version} ${b.key}`);
    expect(missing).toEqual([]);
  });

  it('answer 401 whenever they require the access token', () => {
    const requiresToken = (op: Operation) =>
      (op.security ?? []).length > 0 && (op.security ?? []).every((req) => Object.keys(req).length > 0);
    const bad = all
      .filter(({ op }) => requiresToken(op) && !op.responses?.['401'])
      .map((b) => `${b.version} ${b.key}`);
    expect(bad).toEqual([]);
  });
});

describe('security schemes (the accesstoken header, docs/decisions/0003-tokens-and-sessions.md)', () => {
  it.each(documents)('%s sends the access token in header accesstoken', (version) => {
    expect(docs[version].components?.securitySchemes?.accessToken).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'accesstoken',
    });
  });

  it('v3 sends the refresh token in header refreshtoken, on the refresh call and (issue 17) the logout only', () => {
    expect(docs.v3.components?.securitySchemes?.refreshToken).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'refreshtoken',
    });
    const users = operationsOf(docs.v3)
      .filter(({ op }) => (op.security ?? []).some((req) => 'refreshToken' in req))
      .map(({ key }) => key);
    expect(users.sort()).toEqual(['POST /user/logout', 'POST /user/refresh-token']);
  });

  it('public endpoints (catalogue, cards, content, CMS pages, promos, free recordings) need no token', () => {
    const publicRows: [(typeof versions)[number], string][] = [
      ['v2', 'GET /public/catalog'],
      ['v2', 'GET /public/catalog/{id}'],
      ['v2', 'GET /public/card'],
      ['v2', 'GET /public/card/{slug}'],
      ['v2', 'GET /public/content'],
      ['v2', 'GET /cms/public/header-footer'],
      ['v2', 'GET /cms/public/{slug}'],
      ['v3', 'GET /promo/public'],
      ['v3', 'GET /recording/free/{id}'],
    ];
    for (const [version, row] of publicRows) {
      const found = operationsOf(docs[version]).find((o) => o.key === row);
      const security = found?.op.security ?? [{ missing: [] }];
      // public: no requirement at all, or an empty requirement among the alternatives
      expect(security.length === 0 || security.some((req) => Object.keys(req).length === 0), row).toBe(true);
    }
  });
});

describe('servers', () => {
  it.each(documents)('%s lists production, develop, test and local', (version) => {
    const servers = docs[version].servers ?? [];
    expect(servers.map((s) => s.description?.split(/[\s:—-]/)[0]?.toLowerCase())).toEqual([
      'production',
      'develop',
      'test',
      'local',
    ]);
    expect(servers.at(-1)?.url).toBe(`http://localhost:4000${basePaths[version]}`);
    for (const s of servers) expect(s.url.endsWith(basePaths[version])).toBe(true);
  });
});

describe('answers', () => {
  it.each(['v3', 'admin'] as const)('%s success bodies are wrapped in data', (name) => {
    const unwrapped: string[] = [];
    for (const { key, op } of operationsOf(docs[name])) {
      for (const [code, response] of Object.entries(op.responses ?? {})) {
        if (!code.startsWith('2')) continue;
        const content = (resolveLocal(docs[name], response).content ?? {}) as Record<
          string,
          { schema?: unknown }
        >;
        const json = content['application/json'];
        if (!json) continue;
        const schema = resolveLocal(docs[name], json.schema);
        const required = (schema.required ?? []) as string[];
        if (!required.includes('data')) unwrapped.push(`${key} ${code}`);
      }
    }
    expect(unwrapped).toEqual([]);
  });

  it.each(documents)('%s error answers use the one shared error body', (version) => {
    const other: string[] = [];
    for (const { key, op } of operationsOf(docs[version])) {
      for (const [code, response] of Object.entries(op.responses ?? {})) {
        if (!/^[45]/.test(code)) continue;
        const ref = (response as { $ref?: string }).$ref ?? '';
        const schemaRef = JSON.stringify(resolveLocal(docs[version], response)).includes(
          'common.yaml#/schemas/Error',
        );
        if (!ref.startsWith('./common.yaml#/responses/') && !schemaRef) other.push(`${key} ${code}`);
      }
    }
    expect(other).toEqual([]);
  });
});

describe('schemas', () => {
  const sources = [
    ['common', common.schemas] as const,
    ...documents.map((v) => [v, docs[v].components?.schemas ?? {}] as const),
  ];

  it.each(sources)('every %s schema has an example', (_name, schemas) => {
    const without = Object.entries(schemas)
      .filter(([, schema]) => !('example' in schema) && !('examples' in schema))
      .map(([name]) => name);
    expect(without).toEqual([]);
  });

  it('carry every enum value of the specification exactly as spelled', () => {
    const want: Record<string, string[]> = {
      OrderStatus: ['placed', 'wait-send', 'sending', 'completed', 'cancelled', 'refunded'],
      OrderKind: ['topup', 'pre-order', 'instant-delivery'],
      PaymentStatus: ['waiting_payment', 'paid', 'expired', 'refund'],
      PaymentMethod: ['bkash', 'nagad', 'upay', 'rocket'],
      TransactionKind: ['topup', 'claimed', 'online_payment', 'refund'],
      TransactionStatus: ['COMPLETED', 'PENDING'],
      CouponKind: ['gift', 'topup'],
      ExpiryFlag: ['expired', 'available'],
      CurrencyUnit: ['tk', 'star', 'point'],
      SizeOption: ['small', 'medium', 'large'],
    };
    for (const [name, values] of Object.entries(want)) {
      expect(common.schemas[name]?.enum, name).toEqual(values);
    }
  });

  it('accept a Bangladeshi mobile as 01XXXXXXXXX, 8801XXXXXXXXX and +8801XXXXXXXXX (docs/decisions/0014-sign-in-flow.md)', () => {
    const pattern = new RegExp(common.schemas.BdPhone?.pattern as string);
    for (const good of ['01712345678', '8801712345678', '+8801712345678', '01312345678'])
      expect(good).toMatch(pattern);
    for (const bad of ['+88001712345678', '01212345678', '0171234567', '+4401712345678'])
      expect(bad).not.toMatch(pattern);
  });

  it('keep the §3 payload field names exactly (an optional field of ours says why it was added)', () => {
    const properties = (schema: Record<string, unknown> | undefined) =>
      Object.entries((schema?.properties as Record<string, Record<string, unknown>>) ?? {});
    const fields = (schema: Record<string, unknown> | undefined) =>
      properties(schema)
        .filter(([, property]) => !('x-added-because' in property))
        .map(([field]) => field)
        .sort();
    const added = (schema: Record<string, unknown> | undefined) =>
      properties(schema).filter(([, property]) => 'x-added-because' in property);
    const want: [Record<string, Record<string, unknown>> | undefined, string, string[]][] = [
      [common.schemas, 'UserLookupPayload', ['email', 'phone']],
      [common.schemas, 'LoginPayload', ['email', 'name', 'password', 'phone', 'phone_extra']],
      [common.schemas, 'OtpPayload', ['email', 'otp', 'phone']],
      [common.schemas, 'PasswordChangePayload', ['confirm_password', 'new_password']],
      [
        docs.v3.components?.schemas,
        'PurchasePayload',
        ['amount', 'method', 'promo_code', 'redirect', 'schedule'],
      ],
      [
        docs.v3.components?.schemas,
        'BundlePurchasePayload',
        ['course', 'method', 'plan', 'promo_code', 'redirect'],
      ],
      [docs.v3.components?.schemas, 'PromoCheckPayload', ['course', 'currency', 'promo_code']],
      [docs.v2.components?.schemas, 'BasketPayload', ['action', 'card', 'quantity']],
      [docs.v2.components?.schemas, 'FavouritePayload', ['action', 'catalog']],
      [docs.v2.components?.schemas, 'ReviewPayload', ['comment', 'order', 'rating']],
      [
        docs.v2.components?.schemas,
        'OrderPayPayload',
        ['cancel_url', 'coupon_code', 'currency', 'failed_url', 'method', 'order', 'redirect', 'success_url'],
      ],
      [docs.v2.components?.schemas, 'TopupPayload', ['amount', 'cancel_url', 'failed_url', 'success_url']],
      [docs.v2.components?.schemas, 'ActivityPayload', ['event_data', 'event_name', 'item', 'kind']],
      [docs.v2.components?.schemas, 'BuyNowOrderPayload', ['action', 'card', 'order_info', 'quantity']],
    ];
    for (const [schemas, name, names] of want) {
      const schema = schemas?.[name];
      expect(fields(schema), name).toEqual(names);
      for (const [field, property] of added(schema)) {
        expect(String(property['x-added-because']).length, `${name}.${field}`).toBeGreaterThan(20);
        expect((schema?.required as string[] | undefined) ?? [], `${name}.${field}`).not.toContain(field);
      }
    }
  });
});

describe('every value the contract takes or gives is bounded before the database sees it (issue 12)', () => {
  const files = loadContract();
  const sites = schemaSites(files);
  const where = (site: SchemaSite) => `${site.file}#${site.pointer}`;
  /** One line per place, even when a request and an answer both reach it. */
  const problems = (check: (site: SchemaSite) => string | undefined) => [
    ...new Set(
      sites.flatMap((site) => {
        const problem = check(site);
        return problem ? [`${where(site)}: ${problem}`] : [];
      }),
    ),
  ];
  const object = (schema: Schema) => (typeof schema === 'boolean' ? {} : schema);
  const int4 = { min: -2147483648, max: 2147483647 };

  it('walks the schemas of every parameter, body, answer, header and component of both versions', () => {
    expect(sites.length).toBeGreaterThan(700);
    const pointers = sites.map(where);
    for (const expected of [
      'v3.yaml#/components/parameters/BatchId/schema',
      'v3.yaml#/components/schemas/PurchasePayload/properties/schedule',
      'common.yaml#/parameters/Page/schema',
      'common.yaml#/headers/RetryAfter/schema',
      'v2.yaml#/components/parameters/SearchQuery/schema',
    ])
      expect(pointers).toContain(expected);
  });

  it('bounds every integer and number with a minimum and a maximum, integers within int4', () => {
    const bad = problems((site) => {
      const schema = object(site.schema);
      const types = typesOf(site.schema);
      if (!types.includes('integer') && !types.includes('number')) return undefined;
      if ('enum' in schema || 'const' in schema) return undefined;
      const low = schema.minimum ?? schema.exclusiveMinimum;
      const high = schema.maximum ?? schema.exclusiveMaximum;
      if (typeof low !== 'number' || typeof high !== 'number')
        return `${types.join('|')} without ${typeof low !== 'number' ? 'a minimum' : 'a maximum'} (a database int4 column refuses 2147483648 with a 500): $ref a bounded schema of common.yaml (Id, Count, PositiveInt, Amount) or state both`;
      if (types.includes('integer') && (low < int4.min || high > int4.max))
        return `integer bounds ${low}…${high} reach past int4 (${int4.min}…${int4.max})`;
      return undefined;
    });
    expect(bad).toEqual([]);
  });

  // PostgreSQL refuses NUL in text (a 500), and a line break or escape has no place in a name or a title.
  // A string refuses them by the shared pattern of common.yaml's Text (MultilineText allows \t \n \r),
  // by a pattern of its own, by an enum, or by a format the api's Ajv checks character by character.
  // …and a lone UTF-16 surrogate, which is no character (PGlite's encoder failed on one with a 500).
  const controls = [...Array.from({ length: 32 }, (_, code) => code), 0x7f, 0xd800, 0xdfff].map((code) =>
    String.fromCharCode(code),
  );
  const lineBreaks = ['\t', '\n', '\r'];
  const multiline = common.schemas.MultilineText?.pattern as string | undefined;
  /** Formats that ajv-formats (full mode, as apps/api/src/app.ts adds it) answers false for with a control
   * character anywhere; apps/api/src/core/input-bounds.integration.test.ts sends one through the api. */
  const formatsRefusingControls = new Set(['date', 'date-time', 'email', 'uri', 'uuid']);
  const probes = ['a', 'ab', 'abc', 'a-b', 'ab12', 'AB12', '1', '12', 'x'.repeat(16), 'আ'];
  const hex = (c: string) => `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

  function controlProblem(site: SchemaSite): string | undefined {
    const schema = object(site.schema);
    if (!typesOf(site.schema).includes('string')) return undefined;
    // a file's bytes in a multipart body, never text in the database
    if (schema.format === 'binary' || 'contentMediaType' in schema) return undefined;
    const rules = stringRules(files, site.file, site.schema);
    if (rules.values)
      return rules.values.some(
        (value) => typeof value === 'string' && controls.some((c) => value.includes(c)),
      )
        ? 'an allowed value holds a control character'
        : undefined;
    if (rules.formats.some((format) => formatsRefusingControls.has(format))) return undefined;
    const regexes = rules.patterns.map((pattern) => new RegExp(pattern, 'u'));
    const accepts = (value: string) => regexes.every((regex) => regex.test(value));
    const bases = [...site.examples, ...probes].filter(
      (value): value is string => typeof value === 'string' && accepts(value),
    );
    if (bases.length === 0)
      return `no example its pattern accepts (${rules.patterns.join(', ')}), so it cannot be probed: give it one`;
    const allowed = multiline && rules.patterns.includes(multiline) ? lineBreaks : [];
    for (const base of bases.slice(0, 3))
      for (const control of controls.filter((c) => !allowed.includes(c)))
        for (const at of [0, base.length >> 1, base.length]) {
          const value = `${base.slice(0, at)}${control}${base.slice(at)}`;
          if (accepts(value))
            return `accepts ${JSON.stringify(value)} (${hex(control)}): $ref common.yaml's Text (or allOf: [Text] beside its own limits), or MultilineText for free text`;
        }
    return undefined;
  }

  it('refuses a control character or a lone surrogate in every string (U+0000–U+001F, U+007F; only MultilineText allows \\t \\n \\r)', () => {
    expect(multiline, 'common.yaml#/schemas/MultilineText/pattern').toBeTypeOf('string');
    expect(problems(controlProblem)).toEqual([]);
  });

  it('proves its probe: a plain string, a pattern that lets controls through, and Text itself', () => {
    const probe = (schema: Record<string, unknown>, example?: unknown) =>
      controlProblem({
        file: 'common.yaml',
        pointer: '/probe',
        schema,
        examples: [example],
        request: true,
        allOfMember: false,
      });
    expect(probe({ type: 'string', maxLength: 80 })).toMatch(/accepts "\\u0000a"/);
    expect(probe({ type: 'string', pattern: '^.+$' })).toMatch(/accepts/);
    expect(probe({ type: 'string', pattern: '^[\\s\\S]{2,}$' }, 'ok')).toMatch(/accepts/);
    expect(probe({ type: 'string', format: 'hostname' })).toMatch(/accepts/);
    expect(probe({ type: 'string', pattern: '^[0-9]{6}$' }, '482913')).toBeUndefined();
    expect(probe({ type: 'string', pattern: '^[0-9]{6}$' })).toMatch(/no example/);
    expect(
      probe({ type: ['string', 'null'], allOf: [{ $ref: '#/schemas/Text' }], maxLength: 80 }),
    ).toBeUndefined();
    expect(probe({ type: 'string', allOf: [{ $ref: '#/schemas/MultilineText' }] })).toBeUndefined();
    expect(
      probe({ type: 'string', pattern: common.schemas.MultilineText?.pattern as string }),
    ).toBeUndefined();
    expect(probe({ type: 'string', format: 'email' })).toBeUndefined();
    expect(probe({ type: 'string', enum: ['a', 'b'] })).toBeUndefined();
  });

  it('writes patterns that compile for Ajv (u flag) and as an HTML pattern attribute (v flag, anchored)', () => {
    const bad = problems((site) => {
      const pattern = object(site.schema).pattern;
      if (typeof pattern !== 'string') return undefined;
      try {
        new RegExp(pattern, 'u');
        new RegExp(`^(?:${pattern})$`, 'v');
        return undefined;
      } catch (error) {
        return `pattern ${pattern}: ${(error as Error).message}`;
      }
    });
    expect(bad).toEqual([]);
  });

  it('writes no validation keyword beside a $ref (fastify-openapi-glue replaces a $ref node by its target: it would be lost)', () => {
    const bad = problems((site) => {
      const schema = object(site.schema);
      if (typeof schema.$ref !== 'string') return undefined;
      const lost = Object.keys(schema).filter((key) => !annotationKeywords.has(key) && !key.startsWith('x-'));
      return lost.length
        ? `${lost.join(', ')} beside $ref: write allOf: [{ $ref }] with them beside it`
        : undefined;
    });
    expect(bad).toEqual([]);
  });

  it('leaves no value untyped: no `true` or `{}` schema, no array without items', () => {
    const bad = problems((site) => {
      if (site.schema === true) return 'accepts any value';
      const schema = object(site.schema);
      const says = ['type', '$ref', 'enum', 'const', 'allOf', 'anyOf', 'oneOf'].some((key) => key in schema);
      if (site.schema !== false && !says && !site.allOfMember) return 'states no type: accepts any value';
      if (typesOf(site.schema).includes('array') && !('items' in schema)) return 'an array without items';
      return undefined;
    });
    expect(bad).toEqual([]);
  });

  it('lists the fields of every object a request sends (additionalProperties false, or a schema with propertyNames)', () => {
    const bad = problems((site) => {
      const schema = object(site.schema);
      if (!site.request || !typesOf(site.schema).includes('object')) return undefined;
      const extra = schema.additionalProperties;
      if (extra === false) return undefined;
      if (typeof extra === 'object' && extra !== null && 'propertyNames' in schema) return undefined;
      return 'takes fields it does not list: their values reach the handler unchecked';
    });
    expect(bad).toEqual([]);
  });
});
