import * as yup from 'yup';
import type { ChangeAdvisoryBoardRead as Board } from '../../../api/tags/process';
import type { Versioned } from '../../../shared/forms/conflict/versioned';
import { LIMITS } from '../../../shared/validation/limits';
import { validationMessage } from '../../../shared/validation/messages';
import { textRule } from '../../../shared/validation/rules';

export interface BoardValues extends Versioned {
  name: string;
  memberUserIds: number[];
}

export const EMPTY_BOARD: BoardValues = { name: '', memberUserIds: [] };

export const boardValues = (board: Board): BoardValues => ({ name: board.name, memberUserIds: board.members.map((m) => m.userId), rowVersion: board.rowVersion });

const { cabMembersMin, cabMembersMax } = LIMITS.changes;

/** A CAB (spec 002 section 5): a name, and at least one member and at most LIMITS.changes.cabMembersMax (this app's number). */
export const boardSchema = yup.object({
  name: textRule({ required: true, max: LIMITS.generalTextMax }),
  memberUserIds: yup
    .array()
    .of(yup.number().required())
    .min(cabMembersMin, validationMessage('changes.cab.membersMin', { min: cabMembersMin }))
    .max(cabMembersMax, validationMessage('changes.cab.membersMax', { max: cabMembersMax })),
});
