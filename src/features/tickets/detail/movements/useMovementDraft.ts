import { useState } from 'react';
import { type MovementKind, type PendingMovement, type RuleError, serialError, usesInstall, usesRetire } from './movementRules';

export type Side = keyof PendingMovement;

const EMPTY: PendingMovement = { install: [], retire: [] };
const NO_TEXT = { install: '', retire: '' };
const NO_ERRORS: Record<Side, RuleError> = { install: null, retire: null };

/**
 * The movement being prepared on the movements tab: its kind, the serial numbers on each side, what is
 * typed in each serial field and the comment. Serial numbers join a side only when the rules allow.
 */
export function useMovementDraft(installed: readonly string[]) {
  const [kind, setKind] = useState<MovementKind>('install');
  const [pending, setPending] = useState<PendingMovement>(EMPTY);
  const [typed, setTyped] = useState<Record<Side, string>>(NO_TEXT);
  const [errors, setErrors] = useState<Record<Side, RuleError>>(NO_ERRORS);
  const [comment, setComment] = useState('');

  /** Adds what is typed on a side (or the given serial, from the installed list); false when refused. */
  const add = (side: Side, given?: string): boolean => {
    const serial = (given ?? typed[side]).trim();
    const error = serialError(serial, side, pending, installed);
    setErrors((e) => ({ ...e, [side]: error }));
    if (error) return false;
    setPending((p) => ({ ...p, [side]: [...p[side], serial] }));
    if (given === undefined) setTyped((v) => ({ ...v, [side]: '' }));
    return true;
  };

  const type = (side: Side, value: string) => {
    setTyped((v) => ({ ...v, [side]: value }));
    setErrors((e) => ({ ...e, [side]: null }));
  };

  const remove = (side: Side, serial: string) => setPending((p) => ({ ...p, [side]: p[side].filter((s) => s !== serial) }));

  const reset = () => {
    setPending(EMPTY);
    setTyped(NO_TEXT);
    setErrors(NO_ERRORS);
    setComment('');
  };

  const dirty = pending.install.length > 0 || pending.retire.length > 0 || typed.install.trim() !== '' || typed.retire.trim() !== '' || comment.trim() !== '';
  /** Only the sides the chosen kind uses are sent; the other keeps its serials in case the kind changes back. */
  const toSend: PendingMovement = { install: usesInstall(kind) ? pending.install : [], retire: usesRetire(kind) ? pending.retire : [] };

  return { kind, setKind, pending, typed, type, errors, add, remove, comment, setComment, reset, dirty, toSend };
}

export type MovementDraft = ReturnType<typeof useMovementDraft>;
