import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** The OpenAPI documents, read once per process; the sandbox is driven from them, not from a copy. */
export const OPENAPI_DIR = path.resolve(__dirname, '../../../openapi');

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';
const METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'delete', 'patch'];

export interface ParameterSpec {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  schema: Record<string, unknown>;
}

export interface OperationSpec {
  service: string;
  file: string;
  operationId: string;
  method: HttpMethod;
  pathTemplate: string;
  isPublic: boolean;
  /** POST searches generated as cached queries (x-rtk-query). */
  rtkQuery: boolean;
  /**
   * x-client-module: the generated client module the operation goes to instead of its service's (`<service><Module>.ts`),
   * so screens that alone use it (the reports) bring it with their own chunk, not the app's first load.
   */
  clientModule: string | null;
  permissions: string[];
  parameters: ParameterSpec[];
  requestBodySchema: Record<string, unknown> | null;
  requestBodyRequired: boolean;
  /** JSON pointer of the 2xx JSON response schema inside its document; null for binary answers. */
  successStatus: number;
  successSchemaPointer: string | null;
  successContentType: string;
  regex: RegExp;
  pathParamNames: string[];
  literalSegments: number;
}

export interface ContractDoc {
  service: string;
  file: string;
  doc: Record<string, any>;
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function resolveRef<T>(doc: Record<string, any>, value: any): T {
  if (value && typeof value.$ref === 'string') {
    const parts = value.$ref.replace(/^#\//, '').split('/').map((p: string) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    return parts.reduce((node: any, key: string) => node?.[key], doc) as T;
  }
  return value as T;
}

let cache: { docs: ContractDoc[]; operations: OperationSpec[] } | null = null;

/** Parsed documents kept on disk under the hash of their text (a changed document is parsed afresh). */
const PARSED_DIR = path.resolve(OPENAPI_DIR, '../.sandbox');

/**
 * The documents, parsed. Each jest test file starts with a fresh module registry, so "once per process" is
 * once per test file there: parsing the YAML (about a second of CPU, cold) is done once and kept as JSON,
 * which reads in milliseconds.
 */
function readDocs(): ContractDoc[] {
  const files = fs.readdirSync(OPENAPI_DIR).filter((f) => f.endsWith('.yaml')).sort();
  const texts = files.map((f) => fs.readFileSync(path.join(OPENAPI_DIR, f), 'utf8'));
  const hash = createHash('sha256');
  files.forEach((f, i) => hash.update(`${f}\0${texts[i]}\0`));
  const parsedFile = path.join(PARSED_DIR, `openapi-${hash.digest('hex').slice(0, 16)}.json`);
  try {
    return JSON.parse(fs.readFileSync(parsedFile, 'utf8')) as ContractDoc[];
  } catch {
    const docs = files.map((f, i) => ({ service: path.basename(f, '.yaml'), file: `openapi/${f}`, doc: parse(texts[i]!) as Record<string, any> }));
    // Written aside and renamed, so a parallel reader never sees half a file.
    fs.mkdirSync(PARSED_DIR, { recursive: true });
    const partial = `${parsedFile}.${process.pid}`;
    fs.writeFileSync(partial, JSON.stringify(docs));
    fs.renameSync(partial, parsedFile);
    for (const old of fs.readdirSync(PARSED_DIR)) {
      if (/^openapi-[0-9a-f]{16}\.json$/.test(old) && path.join(PARSED_DIR, old) !== parsedFile) fs.rmSync(path.join(PARSED_DIR, old), { force: true });
    }
    return docs;
  }
}

export function loadContracts(): { docs: ContractDoc[]; operations: OperationSpec[] } {
  if (cache) return cache;
  const docs = readDocs();
  const operations: OperationSpec[] = [];
  for (const { service, file, doc } of docs) {
    for (const [pathTemplate, rawItem] of Object.entries<any>(doc.paths ?? {})) {
      const item = resolveRef<any>(doc, rawItem);
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])]
          .map((p: unknown) => resolveRef<any>(doc, p))
          .map((p: any): ParameterSpec => ({ name: p.name, in: p.in, required: p.required === true, schema: resolveRef(doc, p.schema ?? {}) }));
        const body = resolveRef<any>(doc, op.requestBody);
        const bodySchema = body?.content?.['application/json']?.schema ?? null;
        const successCode = Object.keys(op.responses ?? {}).find((code) => /^2\d\d$/.test(code)) ?? '200';
        const success = resolveRef<any>(doc, op.responses?.[successCode]);
        const contentType = Object.keys(success?.content ?? {})[0] ?? 'application/json';
        const jsonSchema = success?.content?.['application/json']?.schema;
        const pathParamNames: string[] = [];
        const pattern = pathTemplate
          .split('/')
          .map((segment) => {
            const m = /^\{(.+)\}$/.exec(segment);
            if (!m) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            pathParamNames.push(m[1]!);
            return '([^/]+)';
          })
          .join('/');
        operations.push({
          service,
          file,
          operationId: op.operationId,
          method,
          pathTemplate,
          isPublic: Array.isArray(op.security) && op.security.length === 0,
          rtkQuery: op['x-rtk-query'] === true,
          clientModule: typeof op['x-client-module'] === 'string' ? op['x-client-module'] : null,
          permissions: op['x-permissions'] ?? [],
          parameters,
          requestBodySchema: bodySchema ? resolveRef(doc, bodySchema) : null,
          requestBodyRequired: body?.required === true,
          successStatus: Number(successCode),
          successSchemaPointer: jsonSchema
            ? `#/paths/${escapePointer(pathTemplate)}/${method}/responses/${successCode}/content/application~1json/schema`
            : null,
          successContentType: contentType,
          regex: new RegExp(`^${pattern}/?$`, 'i'),
          pathParamNames,
          literalSegments: pathTemplate.split('/').filter((s) => s && !s.startsWith('{')).length,
        });
      }
    }
  }
  // A literal segment beats a parameter: /Accounts/me must not be taken for /Accounts/{id}.
  operations.sort((a, b) => b.literalSegments - a.literalSegments);
  cache = { docs, operations };
  return cache;
}

export function findOperation(method: string, pathname: string): { op: OperationSpec; pathParams: Record<string, string> } | null {
  const lower = method.toLowerCase();
  for (const op of loadContracts().operations) {
    if (op.method !== lower) continue;
    const m = op.regex.exec(pathname);
    if (!m) continue;
    const pathParams: Record<string, string> = {};
    op.pathParamNames.forEach((name, i) => {
      pathParams[name] = decodeURIComponent(m[i + 1]!);
    });
    return { op, pathParams };
  }
  return null;
}
