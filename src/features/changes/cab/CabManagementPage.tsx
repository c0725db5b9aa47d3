import { useState } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import {
  useCreateChangeAdvisoryBoardMutation, useDeleteChangeAdvisoryBoardMutation, useGetChangeAdvisoryBoardsQuery, useUpdateChangeAdvisoryBoardMutation,
  type ChangeAdvisoryBoardRead as Board,
} from '../../../api/tags/process';
import { useAccessList } from '../../../auth/useAccessList';
import { useTaskOwnerOptions } from '../../../domain/tasks/useTaskOptions';
import { ChoiceInput, TextInput } from '../../../shared/forms/fields';
import { sentVersion } from '../../../shared/forms/conflict/versioned';
import { ConfirmDialog } from '../../../shared/ui/dialogs/ConfirmDialog';
import { FormDialog } from '../../../shared/ui/dialogs/FormDialog';
import { RequestError } from '../../../shared/ui/RequestError';
import { useToast } from '../../../shared/ui/ToastProvider';
import { LIMITS } from '../../../shared/validation/limits';
import { boardSchema, boardValues, EMPTY_BOARD, type BoardValues } from './cabSchema';

type Pending = { kind: 'create' } | { kind: 'edit' | 'delete'; board: Board } | null;

/**
 * admin/CABManagement (and the bare CABManagement): the change advisory boards and their members, 1 to
 * LIMITS.changes.cabMembersMax. A handful of boards, read whole: a table, not the server-paged grid.
 */
export default function CabManagementPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const { can } = useAccessList();
  const boards = useGetChangeAdvisoryBoardsQuery();
  const users = useTaskOwnerOptions();
  const [create] = useCreateChangeAdvisoryBoardMutation();
  const [update] = useUpdateChangeAdvisoryBoardMutation();
  const [remove] = useDeleteChangeAdvisoryBoardMutation();
  const [pending, setPending] = useState<Pending>(null);

  const rows = boards.data?.data ?? [];
  const mayEdit = can(['ChangeBoardManagement']);
  const close = () => setPending(null);
  const title = t('routes.cabManagement');

  const save = async (values: BoardValues, board?: Board) => {
    const name = values.name.trim();
    await (board
      ? update({ changeAdvisoryBoardUpdate: { cabId: board.cabId, rowVersion: sentVersion(values), name, memberUserIds: values.memberUserIds } })
      : create({ changeAdvisoryBoardCreate: { name, memberUserIds: values.memberUserIds } })
    ).unwrap();
    toast({ severity: 'success', summary: t('changes.cab.saved', { name }) });
  };

  return (
    <section className="p-3 flex flex-column gap-3" aria-labelledby="cab-title">
      <header className="flex flex-wrap align-items-center gap-2">
        <h1 id="cab-title" className="text-2xl font-semibold m-0">{title}</h1>
        {mayEdit && <Button type="button" size="small" icon="pi pi-plus" label={t('changes.cab.add')} onClick={() => setPending({ kind: 'create' })} />}
      </header>
      <p className="m-0 text-700">{t('changes.cab.intro', { min: LIMITS.changes.cabMembersMin, max: LIMITS.changes.cabMembersMax })}</p>
      <RequestError error={boards.error} onRetry={() => void boards.refetch()} />
      <table className="w-full" aria-label={title} aria-busy={boards.isFetching} style={{ borderCollapse: 'collapse' }}>
        <thead>
          <tr className="text-left">
            <th scope="col" className="p-2">{t('changes.cab.name')}</th>
            <th scope="col" className="p-2">{t('changes.cab.members')}</th>
            {mayEdit && <th scope="col" className="p-2"><span className="p-hidden-accessible">{t('changes.cab.actions')}</span></th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((board) => (
            <tr key={board.cabId} className="border-top-1 surface-border">
              <td className="p-2">{board.name}</td>
              <td className="p-2">{board.members.map((m) => m.fullName).join(', ')}</td>
              {mayEdit && (
                <td className="p-2">
                  <Button type="button" icon="pi pi-pencil" text rounded aria-label={t('changes.cab.edit', { name: board.name })} onClick={() => setPending({ kind: 'edit', board })} />
                  <Button type="button" icon="pi pi-trash" text rounded severity="danger" aria-label={t('changes.cab.delete', { name: board.name })}
                    onClick={() => setPending({ kind: 'delete', board })} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {(pending?.kind === 'create' || pending?.kind === 'edit') && (
        <FormDialog<BoardValues>
          header={pending.kind === 'edit' ? t('changes.cab.editTitle', { name: pending.board.name }) : t('changes.cab.createTitle')}
          initialValues={pending.kind === 'edit' ? boardValues(pending.board) : EMPTY_BOARD}
          valuesOf={pending.kind === 'edit' ? boardValues : undefined}
          schema={boardSchema}
          onSubmit={(values) => save(values, pending.kind === 'edit' ? pending.board : undefined)}
          onHide={close}
          failureTitle={t('changes.cab.saveFailed')}
        >
          <TextInput name="name" label={t('changes.cab.name')} max={LIMITS.generalTextMax} required />
          <ChoiceInput name="memberUserIds" label={t('changes.cab.members')} source={users} multiple required
            hint={t('changes.cab.membersHint', { min: LIMITS.changes.cabMembersMin, max: LIMITS.changes.cabMembersMax })} />
        </FormDialog>
      )}
      {pending?.kind === 'delete' && (
        <ConfirmDialog
          header={t('changes.cab.deleteTitle')}
          message={t('changes.cab.deleteQuestion', { name: pending.board.name })}
          confirmLabel={t('changes.cab.deleteConfirm')}
          danger
          icon="pi pi-trash"
          failureTitle={t('changes.cab.deleteFailed')}
          onConfirm={async () => {
            await remove({ id: pending.board.cabId }).unwrap();
            toast({ severity: 'success', summary: t('changes.cab.deleted', { name: pending.board.name }) });
          }}
          onHide={close}
        />
      )}
    </section>
  );
}
