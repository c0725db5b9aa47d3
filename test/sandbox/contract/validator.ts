import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { loadContracts, type OperationSpec, type ParameterSpec } from './loadContracts';

/**
 * Validates what crosses the sandbox boundary against the OpenAPI documents, so that a request the
 * app shapes wrongly, or a response the sandbox shapes wrongly, fails loudly with the field's name.
 */
let ajv: Ajv | null = null;

function getAjv(): Ajv {
  if (ajv) return ajv;
  ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  for (const f of ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password']) ajv.addFormat(f, true);
  for (const { file, doc } of loadContracts().docs) ajv.addSchema(doc, file);
  return ajv;
}

const compiled = new Map<string, ValidateFunction>();

function validatorAt(file: string, pointer: string): ValidateFunction {
  const key = `${file}${pointer}`;
  let fn = compiled.get(key);
  if (!fn) {
    fn = getAjv().compile({ $ref: key });
    compiled.set(key, fn);
  }
  return fn;
}

function describe(where: string, errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => {
    const at = `${where}${e.instancePath.replace(/\/(\d+)/g, '[$1]').replace(/\//g, '.')}`;
    if (e.keyword === 'required') return `${at}: missing required property '${(e.params as { missingProperty: string }).missingProperty}'`;
    if (e.keyword === 'additionalProperties')
      return `${at}: unknown property '${(e.params as { additionalProperty: string }).additionalProperty}'`;
    return `${at}: ${e.message ?? 'is invalid'}`;
  });
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function coerce(raw: string, schema: Record<string, any>): unknown {
  switch (schema.type) {
    case 'integer':
    case 'number':
      return raw.trim() !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : raw;
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : raw;
    default:
      return raw;
  }
}

function paramPointer(op: OperationSpec, p: ParameterSpec): { file: string; pointer: string } | null {
  const { docs } = loadContracts();
  const doc = docs.find((d) => d.file === op.file)!.doc;
  const base = `/paths/${escapePointer(op.pathTemplate)}`;
  for (const [owner, list] of [[`${base}/${op.method}`, doc.paths[op.pathTemplate][op.method].parameters], [base, doc.paths[op.pathTemplate].parameters]] as const) {
    const index = (list ?? []).findIndex((raw: any) => {
      const resolved = raw.$ref ? raw.$ref.replace(/^#\//, '').split('/').reduce((n: any, k: string) => n?.[k], doc) : raw;
      return resolved?.name === p.name && resolved?.in === p.in;
    });
    if (index >= 0) {
      const raw = list[index];
      const pointer = raw.$ref ? `${raw.$ref.replace(/^#/, '')}/schema` : `${owner}/parameters/${index}/schema`;
      return { file: op.file, pointer: `#${pointer}` };
    }
  }
  return null;
}

export interface ParsedRequest {
  pathParams: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
}

/** Returns the typed inputs, or the list of contract violations (each naming its parameter or field). */
export function validateRequest(
  op: OperationSpec,
  input: { pathParams: Record<string, string>; search: URLSearchParams; headers: Headers; body: unknown; hasBody: boolean },
): { ok: true; value: ParsedRequest } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const value: ParsedRequest = { pathParams: {}, query: {}, headers: {}, body: input.body };
  const known = new Set(op.parameters.filter((p) => p.in === 'query').map((p) => p.name.toLowerCase()));
  for (const name of new Set(input.search.keys())) {
    if (!known.has(name.toLowerCase())) errors.push(`query: unknown parameter '${name}'`);
  }
  for (const p of op.parameters) {
    let raw: unknown;
    if (p.in === 'path') raw = input.pathParams[p.name];
    else if (p.in === 'header') raw = input.headers.get(p.name) ?? undefined;
    else {
      const key = [...new Set(input.search.keys())].find((k) => k.toLowerCase() === p.name.toLowerCase());
      const all = key ? input.search.getAll(key) : [];
      raw = p.schema.type === 'array' ? (all.length ? all : undefined) : all[0];
    }
    if (raw === undefined || raw === '') {
      if (p.required) errors.push(`${p.in}: missing required parameter '${p.name}'`);
      continue;
    }
    const schema = p.schema as Record<string, any>;
    const typed =
      schema.type === 'array' ? (raw as string[]).map((r) => coerce(r, schema.items ?? {})) : coerce(String(raw), schema);
    const at = paramPointer(op, p);
    if (at) {
      const fn = validatorAt(at.file, at.pointer);
      if (!fn(typed)) errors.push(...describe(`${p.in}.${p.name}`, fn.errors));
    }
    const bucket = p.in === 'path' ? value.pathParams : p.in === 'header' ? value.headers : value.query;
    bucket[p.name] = typed;
  }
  if (op.requestBodySchema) {
    if (!input.hasBody) {
      if (op.requestBodyRequired) errors.push('body: a JSON body is required');
    } else {
      const doc = loadContracts().docs.find((d) => d.file === op.file)!.doc;
      const rawBody = doc.paths[op.pathTemplate][op.method].requestBody;
      const pointer = rawBody.$ref
        ? `${rawBody.$ref}/content/application~1json/schema`
        : `#/paths/${escapePointer(op.pathTemplate)}/${op.method}/requestBody/content/application~1json/schema`;
      const fn = validatorAt(op.file, pointer);
      if (!fn(input.body)) errors.push(...describe('body', fn.errors));
    }
  }
  return errors.length ? { ok: false, errors } : { ok: true, value };
}

export function validateResponse(op: OperationSpec, body: unknown): string[] {
  if (!op.successSchemaPointer) return [];
  const fn = validatorAt(op.file, op.successSchemaPointer);
  return fn(body) ? [] : describe('response', fn.errors);
}

/** The JSON schema the operation declares for an answer of this status (a stale update's 409), else the document's ErrorResponse. */
function errorSchemaPointer(op: OperationSpec, status: number): string {
  const doc = loadContracts().docs.find((d) => d.file === op.file)!.doc;
  const declared = doc.paths[op.pathTemplate][op.method].responses?.[String(status)];
  if (!declared) return '#/components/schemas/ErrorResponse';
  const response = declared.$ref ? declared.$ref : `#/paths/${escapePointer(op.pathTemplate)}/${op.method}/responses/${status}`;
  return `${response}/content/application~1json/schema`;
}

/** Error bodies follow the document too: the operation's own answer for the status, else ErrorResponse. */
export function validateErrorBody(op: OperationSpec, status: number, body: unknown): string[] {
  const fn = validatorAt(op.file, errorSchemaPointer(op, status));
  return fn(body) ? [] : describe('error response', fn.errors);
}

/** Checks a value against one of a document's component schemas (what the notification hub pushes, for one). */
export function validateSchema(file: string, schemaName: string, value: unknown): string[] {
  const fn = validatorAt(file, `#/components/schemas/${schemaName}`);
  return fn(value) ? [] : describe(schemaName, fn.errors);
}
