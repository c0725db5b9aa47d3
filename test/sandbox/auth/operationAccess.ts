import { loadContracts, type OperationSpec } from '../contract/loadContracts';

const reasons = new Map<string, string | null>();

/**
 * Why an operation opens without a permission (`x-public` in its contract, openapi/CONVENTIONS.md), or
 * null: the operation's own x-permissions decide. An operation with neither is refused to everybody
 * (runtime.ts), so a read added without its permission fails safe instead of opening to every
 * signed-in user.
 */
export function publicReason(op: OperationSpec): string | null {
  const key = `${op.file} ${op.method} ${op.pathTemplate}`;
  let reason = reasons.get(key);
  if (reason === undefined) {
    const doc = loadContracts().docs.find((d) => d.file === op.file)?.doc;
    const value: unknown = doc?.paths?.[op.pathTemplate]?.[op.method]?.['x-public'];
    reason = typeof value === 'string' && value.trim() !== '' ? value : null;
    reasons.set(key, reason);
  }
  return reason;
}
