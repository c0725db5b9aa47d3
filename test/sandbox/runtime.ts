import { http, HttpResponse, type HttpHandler } from 'msw';
import { findOperation, type OperationSpec } from './contract/loadContracts';
import { validateErrorBody, validateRequest, validateResponse } from './contract/validator';
import { SERVICE_NAMES, type ServiceName } from '../../src/core/config/runtimeConfig';
import { publicReason } from './auth/operationAccess';
import { authenticateBearer } from './auth/tokens';
import { sandboxServiceScope } from './server/sandboxConfig';
import type { ServiceState } from './store/serviceState';
import type { SandboxStore, UserRecord } from './store/types';

/** A failure the sandbox answers on purpose, like a real backend would (404, 409, 422...). */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly detail: string | null = null,
    /** What the refusal carries besides its message, where the operation declares it (a stale update's record as it is now). */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** A non-JSON answer (file downloads), sent as is. */
export class RawResponse {
  constructor(
    readonly body: BodyInit,
    readonly contentType: string,
    readonly headers: Record<string, string> = {},
  ) {}
}

export interface OperationContext {
  store: SandboxStore;
  /** The caller, resolved from the bearer token; null only on public operations. */
  user: UserRecord | null;
  params: Record<string, any>;
  query: Record<string, any>;
  headers: Record<string, any>;
  body: any;
  request: Request;
  op: OperationSpec;
  /** What the operation's RequestGuard answered (a bulk workbook's sheet), if it has one. */
  guarded?: unknown;
}

export type OperationHandler = (ctx: OperationContext) => unknown;
export type OperationHandlers = Record<string, OperationHandler>;

/** A stand-in backend: a handler for each operation of its contract (openapi/<name>.yaml) and the state it keeps per store. */
export interface SandboxService {
  handlers: OperationHandlers;
  state: readonly ServiceState<unknown>[];
}

/**
 * A check of an operation's request that runs before the contract validates it (guards/bulkGuard.ts: a bulk
 * upload's caps, so that 60,000 rows are refused at once instead of validated one by one).
 */
export interface RequestGuard {
  /** The largest body read at all, in characters; a longer one is refused (413) before it is parsed. */
  maxBodyChars: number;
  bodyTooLarge(chars: number): SandboxError;
  /** Refuses with a SandboxError, or answers what the handler reads as ctx.guarded. */
  check(body: unknown): unknown;
}

export interface SandboxOptions {
  getStore: () => SandboxStore;
  handlers: OperationHandlers;
  /** Request guards by operationId (guards/bulkOperations.ts). */
  guards?: Readonly<Record<string, RequestGuard>>;
  /** Logs contract violations (the HTTP server prints them; jest fails through the 500 they cause). */
  onViolation?: (message: string) => void;
}

function errorResponse(op: OperationSpec | null, status: number, message: string, detail: string | null, onViolation?: (m: string) => void, data?: unknown) {
  const body = { success: false as const, message, detail, ...(data === undefined ? {} : { data }) };
  if (op) {
    const problems = validateErrorBody(op, status, body);
    if (problems.length) onViolation?.(`${op.operationId}: ${problems.join('; ')}`);
  }
  return HttpResponse.json(body, { status });
}

async function readBody(request: Request, guard?: RequestGuard): Promise<{ hasBody: boolean; body: unknown; invalid: boolean }> {
  // A declared length past the guard's cap is refused without reading the body.
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (guard && declared > guard.maxBodyChars) throw guard.bodyTooLarge(declared);
  const text = await request.text();
  if (guard && text.length > guard.maxBodyChars) throw guard.bodyTooLarge(text.length);
  if (!text) return { hasBody: false, body: undefined, invalid: false };
  try {
    return { hasBody: true, body: JSON.parse(text), invalid: false };
  } catch {
    return { hasBody: true, body: text, invalid: true };
  }
}

/** The prefix of every operation's path, as the generated clients carry it: /<service>/api/v1/ for each of the app's services. */
export const SERVICE_PATH = new RegExp(`^/(${SERVICE_NAMES.join('|')})/api/v1/`, 'i');
/** A request URL to one of the services, on any origin. */
export const SERVICE_URL = new RegExp(`^[a-z]+://[^/]+${SERVICE_PATH.source.slice(1)}`, 'i');

export function createSandboxHandlers(options: SandboxOptions): HttpHandler[] {
  const { getStore, handlers, onViolation, guards = {} } = options;
  return [
    http.all(SERVICE_URL, async ({ request }) => {
      const url = new URL(request.url);
      const found = findOperation(request.method, url.pathname);
      if (!found) return errorResponse(null, 404, `No operation answers ${request.method} ${url.pathname}`, null);
      const { op, pathParams } = found;

      const store = getStore();
      let user: UserRecord | null = null;
      if (!op.isPublic) {
        const check = await authenticateBearer(request.headers.get('authorization'), sandboxServiceScope(op.service as ServiceName));
        user = 'claims' in check ? (store.users.get(Number(check.claims.extension_GSerUserId)) ?? null) : null;
        if (!user || !user.enabled) {
          const refused = errorResponse(op, 401, 'Falta el token de acceso, no es válido o expiró', null, onViolation);
          refused.headers.set('WWW-Authenticate', 'challenge' in check ? check.challenge : 'Bearer error="invalid_token"');
          return refused;
        }
        // Fail safe: an operation names the permissions that open it (x-permissions), or says why any signed-in
        // user may call it (x-public); one with neither is refused to everybody, as a contract defect.
        if (op.permissions.length === 0 && publicReason(op) === null) {
          onViolation?.(`${op.operationId} (${op.file}) has neither x-permissions nor x-public`);
          return errorResponse(op, 403, `La operación ${op.operationId} no declara permisos`, null, onViolation);
        }
        const allowed = op.permissions.length === 0 || op.permissions.some((p) => store.permissionsOf(user!).has(p));
        if (!allowed) {
          return errorResponse(op, 403, `No tiene permiso para esta operación (requiere ${op.permissions.join(' o ')})`, null, onViolation);
        }
      }

      const guard = Object.hasOwn(guards, op.operationId) ? guards[op.operationId] : undefined;
      let read: Awaited<ReturnType<typeof readBody>>;
      let guarded: unknown;
      try {
        read = await readBody(request, guard);
        if (!read.invalid && guard) guarded = await guard.check(read.body);
      } catch (error) {
        if (error instanceof SandboxError) return errorResponse(op, error.status, error.message, error.detail, onViolation, error.data);
        throw error;
      }
      const { hasBody, body, invalid } = read;
      if (invalid) return errorResponse(op, 400, 'The request body is not valid JSON', null, onViolation);
      const checked = validateRequest(op, { pathParams, search: url.searchParams, headers: request.headers, body, hasBody });
      if (!checked.ok) {
        const message = `Request does not match ${op.file} (${op.operationId}): ${checked.errors.join('; ')}`;
        onViolation?.(message);
        return errorResponse(op, 400, message, null, onViolation);
      }

      const handler = handlers[op.operationId];
      if (!handler) return errorResponse(op, 501, `The sandbox does not implement ${op.operationId}`, null, onViolation);
      let result: unknown;
      try {
        result = await handler({
          store, user, params: checked.value.pathParams, query: checked.value.query, headers: checked.value.headers, body: checked.value.body, request, op, guarded,
        });
      } catch (error) {
        if (error instanceof SandboxError) return errorResponse(op, error.status, error.message, error.detail, onViolation, error.data);
        throw error;
      }
      if (result instanceof RawResponse) {
        return new HttpResponse(result.body, { status: op.successStatus, headers: { 'Content-Type': result.contentType, ...result.headers } });
      }
      const envelope = { success: true, message: null, data: result ?? null };
      const problems = validateResponse(op, envelope);
      if (problems.length) {
        const message = `Sandbox response does not match ${op.file} (${op.operationId}): ${problems.join('; ')}`;
        onViolation?.(message);
        return errorResponse(op, 500, message, null, onViolation);
      }
      return HttpResponse.json(envelope, { status: op.successStatus });
    }),
  ];
}
