import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { REGION_WITHOUT_TOP } from '../../../../test/sandbox/security/hierarchySeed';
import { writeMarkedTemplate } from '../../../shared/files/xlsxTemplate/writeMarkedTemplate';
import { LIMITS } from '../../../shared/validation/limits';
import { HIERARCHY_TEMPLATE } from '../../../domain/users/hierarchyTemplate';

const sandbox = setupSandbox();
const open = () => renderScreen({ route: '/massiveHierarchicalStructureUpdate', as: { sandbox, role: 'ADM' } });

async function upload(rows: string[][]) {
  const blob = await writeMarkedTemplate(HIERARCHY_TEMPLATE, rows);
  const file = new File([new Uint8Array(await blob.arrayBuffer())], 'jerarquia.xlsx', { type: blob.type });
  await userEvent.upload(await screen.findByLabelText('Archivo de actualización de jerarquía'), file);
}

describe('bulk hierarchy update screen', () => {
  it('sends a filled template and shows each row applied or refused with its reason', async () => {
    open();
    const newcomer = [...sandbox.store.users.values()].find((u) => u.region === REGION_WITHOUT_TOP && u.level === 4)!;
    await upload([['despachador', '3', 'supervisor', 'Coordinador de mesa'], [newcomer.userName, '3', 'admin', ''], ['nadie', '2', 'admin', '']]);
    expect(await screen.findByText('3 filas listas para enviar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar actualización' }));
    expect(await screen.findByText('De 3 filas se aplicaron 1 y se rechazaron 2')).toBeInTheDocument();
    const refused = screen.getByRole('table', { name: 'Resultado por fila' });
    expect(within(refused).getByRole('row', { name: new RegExp(`^3 ${newcomer.userName} Rechazada La región ${REGION_WITHOUT_TOP} necesita un usuario de nivel 0`) })).toBeInTheDocument();
    expect(within(refused).getByRole('row', { name: '4 nadie Rechazada El usuario nadie no existe' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aplicadas' }));
    expect(within(screen.getByRole('table', { name: 'Resultado por fila' })).getByRole('row', { name: /^2 despachador Aplicada/ })).toBeInTheDocument();
    expect(sandbox.store.users.get(2)).toMatchObject({ level: 3, superiorId: 3 });
  });

  it('lists the rows that break the template with their messages and sends nothing', async () => {
    open();
    await upload([['despachador', String(LIMITS.hierarchy.levelMax + 1), 'supervisor', ''], ['', '2', 'admin', ''], ['supervisor', '2', 'admin', 'Jefe <b>']]);
    expect(await screen.findByText('El archivo tiene 3 errores; no se envió nada')).toBeInTheDocument();
    expect(screen.getByText(`El nivel debe ser un número entero de ${LIMITS.hierarchy.levelMin} a ${LIMITS.hierarchy.levelMax}`)).toBeInTheDocument();
    expect(screen.getByText('Campo obligatorio')).toBeInTheDocument();
    expect(screen.getByText('Solo se permiten letras, números, espacios, guion y guion bajo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar actualización' })).not.toBeInTheDocument();
    expect(sandbox.store.users.get(2)!.level).toBe(4);
  });

  it('refuses a file that is not a spreadsheet, and opens the usage guide', async () => {
    open();
    await userEvent.upload(await screen.findByLabelText('Archivo de actualización de jerarquía'), new File(['x'], 'jerarquia.csv', { type: 'text/csv' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('jerarquia.csv: El archivo tiene un formato no soportado');
    await userEvent.click(screen.getByRole('button', { name: 'Guía de uso' }));
    const guide = await screen.findByRole('dialog', { name: 'Guía de uso de la actualización masiva' });
    expect(guide).toHaveTextContent(`Un número entero de ${LIMITS.hierarchy.levelMin} a ${LIMITS.hierarchy.levelMax}`);
  });
});
