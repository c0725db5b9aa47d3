import { fold, found } from '../catalog/common';
import { SandboxError, type OperationHandlers } from '../runtime';
import type { SandboxStore } from '../store/types';
import { nextProcessId, processState, type BoardRecord } from './state';
import { boardRow, boardVersions } from './views';

interface BoardBody {
  name: string;
  memberUserIds: number[];
}

/** A unique name (case and accent blind) and enabled members; the contract holds their count to 1 to LIMITS.changes.cabMembersMax. */
function checkBoard(store: SandboxStore, body: BoardBody, cabId: number | null): Omit<BoardRecord, 'cabId'> {
  const name = body.name.trim();
  if (!name) throw new SandboxError(400, 'El nombre del comité es obligatorio', 'name');
  if ([...processState(store).boards.values()].some((b) => b.cabId !== cabId && fold(b.name) === fold(name))) {
    throw new SandboxError(409, 'Ya existe un comité con ese nombre', 'name');
  }
  for (const userId of body.memberUserIds) {
    if (!store.users.get(userId)?.enabled) throw new SandboxError(422, `El usuario ${userId} no existe o está deshabilitado`, 'memberUserIds');
  }
  return { name, memberUserIds: body.memberUserIds };
}

const existing = (store: SandboxStore, cabId: number) => found(processState(store).boards.get(cabId), `El comité ${cabId} no existe`);

export const boardHandlers: OperationHandlers = {
  getChangeAdvisoryBoards: ({ store }) =>
    [...processState(store).boards.values()].map((b) => boardRow(store, b)).sort((a, b) => a.name.localeCompare(b.name, 'es')),
  createChangeAdvisoryBoard: ({ store, body }) => {
    const board = { cabId: nextProcessId(store, 'boards'), ...checkBoard(store, body, null) };
    processState(store).boards.set(board.cabId, board);
    return boardRow(store, board);
  },
  updateChangeAdvisoryBoard: ({ store, body }) => {
    const board = existing(store, body.cabId);
    return boardVersions.update(store, board.cabId, body.rowVersion, () => boardRow(store, board), () => {
      Object.assign(board, checkBoard(store, body, board.cabId));
      return boardRow(store, board);
    });
  },
  deleteChangeAdvisoryBoard: ({ store, params }) => {
    const board = existing(store, params.id);
    const { boards, changes } = processState(store);
    if ([...changes.values()].some((c) => c.cabId === board.cabId)) throw new SandboxError(409, `El comité ${board.name} tiene cambios asignados`);
    boards.delete(board.cabId);
    return true;
  },
};
