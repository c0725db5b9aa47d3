import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { renderWithApp } from '../../../test/setup/renderWithApp';
import type { ApiError } from '../../core/errors/apiError';
import { TextInput } from '../forms/fields';
import { iconButtonsColumnWidth } from '../ui/DataGrid/GridTable';
import type { Can, PageAction, Refusal, RowAction } from './resourceTypes';
import { named } from './texts';
import { useResourceActions } from './useResourceActions';

interface Row {
  id: number;
  name: string;
  locked: boolean;
}

const ROWS: Row[] = [
  { id: 1, name: 'Norte', locked: false },
  { id: 2, name: 'Sur', locked: true },
];
const nameOf = (row: Row) => row.name;
const refusal: ApiError = { status: 409, message: 'Sur está en uso', messageKey: 'errors.requestFailed' };

/** What the screen's operations received, and whether the next one is refused. */
const calls: string[] = [];
let refuseNext = false;
const operation = (what: string) => async () => {
  calls.push(what);
  if (refuseNext) {
    refuseNext = false;
    throw refusal;
  }
};

const form = {
  kind: 'form' as const,
  header: (_: unknown, row: Row | null) => (row ? `Editar ${row.name}` : 'Nueva zona'),
  initialValues: (row: Row | null) => ({ name: row?.name ?? '' }),
  schema: yup.object({ name: yup.string().required() }),
  Fields: () => <TextInput name="name" label="Nombre" max={20} required />,
  useSave: () => (values: { name: string }, row: Row | null) => operation(`save ${row?.id ?? 'new'} ${values.name}`)(),
  done: (_: unknown, values: { name: string }) => `Zona ${values.name} guardada`,
};

const ACTIONS: RowAction<Row>[] = [
  { id: 'edit', permissions: ['ZoneUpdate'], icon: 'pi pi-pencil', label: named('catalogues.actions.edit', nameOf), does: form },
  {
    id: 'delete', permissions: ['ZoneDelete'], icon: 'pi pi-trash', danger: true, label: named('catalogues.actions.delete', nameOf),
    does: {
      kind: 'confirm', header: () => 'Eliminar zona', message: (_, row) => `¿Eliminar ${row.name}?`, confirmLabel: () => 'Eliminar',
      useRun: () => (row) => operation(`delete ${row.id}`)(), done: (_, row) => `Zona ${row.name} eliminada`,
    },
  },
  {
    id: 'unlock', permissions: ['ZoneUpdate'], icon: 'pi pi-lock-open', inMenu: true, when: (row) => row.locked,
    label: (_, row) => `Desbloquear ${row.name}`, title: () => 'Desbloquear', does: { kind: 'open', render: (row, onHide) => <button type="button" onClick={onHide}>Desbloqueo de {row.name}</button> },
  },
];
const PAGE: PageAction[] = [{ id: 'create', permissions: ['ZoneCreate'], primary: true, label: () => 'Nueva zona', does: form }];

function Harness({ can, refusal }: { can: Can; refusal?: Refusal }) {
  const actions = useResourceActions<Row>({ rowActions: ACTIONS, pageActions: PAGE, rowName: nameOf, can, refusal });
  return (
    <>
      <output aria-label="width">{actions.column?.width ?? 'no column'}</output>
      {actions.create && <button type="button" onClick={actions.create.onClick}>{actions.create.label}</button>}
      {actions.column && ROWS.map((row) => <div key={row.id} role="row" aria-label={row.name}>{actions.column!.body!(row)}</div>)}
      {actions.dialog}
    </>
  );
}

const holding = (...held: string[]): Can => (permissions) => permissions.some((p) => held.includes(p));
const rowNamed = (name: string) => screen.getByRole('row', { name });

beforeEach(() => {
  calls.length = 0;
  refuseNext = false;
});

describe('useResourceActions', () => {
  it('offers each action only with its permission, and no column or create without any', () => {
    const { unmount } = renderWithApp(<Harness can={holding('ZoneDelete')} />);
    expect(within(rowNamed('Norte')).getByRole('button', { name: 'Eliminar Norte' })).toBeInTheDocument();
    expect(within(rowNamed('Norte')).queryByRole('button', { name: 'Editar Norte' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('width')).toHaveTextContent(iconButtonsColumnWidth(1));
    unmount();
    renderWithApp(<Harness can={holding()} />);
    expect(screen.getByLabelText('width')).toHaveTextContent('no column');
    expect(screen.queryByRole('button', { name: 'Nueva zona' })).not.toBeInTheDocument();
  });

  it('sizes the column for its buttons plus one for the "more" menu, which lists only what applies to the row', async () => {
    renderWithApp(<Harness can={holding('ZoneUpdate', 'ZoneDelete')} />);
    expect(screen.getByLabelText('width')).toHaveTextContent(iconButtonsColumnWidth(3));
    expect(within(rowNamed('Norte')).queryByRole('button', { name: 'Más acciones para Norte' })).not.toBeInTheDocument();
    await userEvent.click(within(rowNamed('Sur')).getByRole('button', { name: 'Más acciones para Sur' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Desbloquear', hidden: true }));
    expect(await screen.findByRole('button', { name: 'Desbloqueo de Sur' })).toBeInTheDocument();
  });

  it('confirms before it acts: a refusal stays in the dialog, a success closes it with its toast', async () => {
    renderWithApp(<Harness can={holding('ZoneDelete')} />);
    await userEvent.click(within(rowNamed('Sur')).getByRole('button', { name: 'Eliminar Sur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar zona' });
    expect(dialog).toHaveTextContent('¿Eliminar Sur?');
    refuseNext = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByText(/Sur está en uso/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Zona Sur eliminada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Eliminar zona' })).not.toBeInTheDocument());
    expect(calls).toEqual(['delete 2', 'delete 2']);
  });

  it('edits the row and creates from the page in the same form, keeping what was typed when the save is refused', async () => {
    renderWithApp(<Harness can={holding('ZoneUpdate', 'ZoneCreate')} />);
    await userEvent.click(within(rowNamed('Norte')).getByRole('button', { name: 'Editar Norte' }));
    const edit = await screen.findByRole('dialog', { name: 'Editar Norte' });
    const name = await within(edit).findByLabelText(/^Nombre/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Noreste');
    refuseNext = true;
    await userEvent.click(within(edit).getByRole('button', { name: 'Guardar' }));
    expect(await within(edit).findByText(/Sur está en uso/)).toBeInTheDocument();
    expect(within(edit).getByLabelText(/^Nombre/)).toHaveValue('Noreste');
    await userEvent.click(within(edit).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Zona Noreste guardada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar Norte' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Nueva zona' }));
    const create = await screen.findByRole('dialog', { name: 'Nueva zona' });
    await userEvent.type(await within(create).findByLabelText(/^Nombre/), 'Oeste');
    await userEvent.click(within(create).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Zona Oeste guardada')).toBeInTheDocument();
    expect(calls).toEqual(['save 1 Noreste', 'save 1 Noreste', 'save new Oeste']);
  });

  it("words a refusal in the screen's own terms when the description says how", async () => {
    const plainly: Refusal = (error, t) => ({ ...(error as ApiError), message: t('accessControl.noPermission') });
    renderWithApp(<Harness can={holding('ZoneDelete')} refusal={plainly} />);
    await userEvent.click(within(rowNamed('Norte')).getByRole('button', { name: 'Eliminar Norte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar zona' });
    refuseNext = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByText(/No tiene permiso/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Sur está en uso/)).not.toBeInTheDocument();
  });
});
