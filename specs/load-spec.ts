import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The two API descriptions in specs/, by version. */
export const versions = ['v2', 'v3'] as const;
export type Version = (typeof versions)[number];

/** Every API description in specs/: the two versions, and the operator console's (issue 19). */
export const documents = [...versions, 'admin'] as const;
export type DocumentName = (typeof documents)[number];

/** Where each description is served: the base its servers end in. */
export const basePaths: Record<DocumentName, string> = {
  v2: '/api/v2',
  v3: '/api/v3',
  admin: '/api/v3/admin',
};

export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
  requestBody?: unknown;
  parameters?: unknown[];
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  servers?: { url: string; description?: string }[];
  paths: Record<string, Partial<Record<(typeof httpMethods)[number], Operation>>>;
  components?: {
    schemas?: Record<string, Record<string, unknown>>;
    securitySchemes?: Record<string, { type: string; in?: string; name?: string }>;
  };
}

/** Reads a YAML file that sits beside this one. */
export function readYaml<T>(file: string): T {
  return parse(readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8')) as T;
}

export function loadSpec(name: DocumentName): OpenApiDocument {
  return readYaml<OpenApiDocument>(`./${name}.yaml`);
}

/** Every operation of a document as `METHOD /path` with the operation itself. */
export function operationsOf(doc: OpenApiDocument): { key: string; op: Operation }[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    httpMethods.flatMap((method) => {
      const op = item[method];
      return op ? [{ key: `${method.toUpperCase()} ${path}`, op }] : [];
    }),
  );
}
