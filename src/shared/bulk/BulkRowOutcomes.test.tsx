import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../test/setup/renderWithApp';
import { EMPTY_VALUE } from '../format/emptyValue';
import { BulkRowOutcomes, type RowOutcome } from './BulkRowOutcomes';

interface Placed extends RowOutcome { user: string }
const columns = [{ header: 'Usuario', body: (r: Placed) => r.user }];
const rowsOf = () => within(screen.getByRole('table', { name: 'Resultado por fila' })).getAllByRole('row').slice(1).map((r) => r.textContent);

describe('BulkRowOutcomes', () => {
  it('opens on the refused rows with their reasons, and shows the applied or all on demand', async () => {
    const rows: Placed[] = [{ rowNumber: 2, user: 'ana', success: true, message: null }, { rowNumber: 3, user: 'beto', success: false, message: 'No existe' }];
    renderWithApp(<BulkRowOutcomes summary="1 aplicada, 1 rechazada" name="carga.xlsx" rows={rows} columns={columns} />);
    expect(screen.getByRole('status')).toHaveTextContent('carga.xlsx: 1 aplicada, 1 rechazada');
    expect(rowsOf()).toEqual(['3betoRechazadaNo existe']);
    await userEvent.click(screen.getByRole('button', { name: 'Aplicadas' }));
    expect(rowsOf()).toEqual([`2anaAplicada${EMPTY_VALUE}`]);
    await userEvent.click(screen.getByRole('button', { name: 'Todas' }));
    expect(rowsOf()).toHaveLength(2);
  });

  it('opens on every row when all were applied, and says when a view is empty', async () => {
    renderWithApp(<BulkRowOutcomes summary="Todas aplicadas" name="carga.xlsx" rows={[{ rowNumber: 2, user: 'ana', success: true, message: null }]} columns={columns} />);
    expect(rowsOf()).toEqual([`2anaAplicada${EMPTY_VALUE}`]);
    await userEvent.click(screen.getByRole('button', { name: 'Rechazadas' }));
    expect(screen.getByText('No hay filas en esta vista')).toBeInTheDocument();
  });
});
