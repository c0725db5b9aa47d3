import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n/i18n';
import { CheckTree, type TreeChoice } from './CheckTree';

const NODES: TreeChoice[] = [
  {
    key: 'tickets',
    label: 'Tickets',
    children: [
      { key: 'search', label: 'Consultar tickets', value: 1 },
      { key: 'create', label: 'Crear tickets', value: 2 },
      { key: 'odt', label: 'Órdenes', children: [{ key: 'cancel', label: 'Cancelar orden', value: 3, hint: 'TicketODTCancel' }] },
    ],
  },
  { key: 'users', label: 'Usuarios', children: [{ key: 'users-search', label: 'Consultar usuarios', value: 4 }] },
];

function Harness({ initial = [] as number[], onChange = jest.fn() }) {
  const [selected, setSelected] = useState(initial);
  return (
    <I18nextProvider i18n={createI18n('es')}>
      <CheckTree
        label="Permisos"
        nodes={NODES}
        selected={selected}
        onChange={(next) => {
          setSelected(next);
          onChange(next);
        }}
        initiallyOpen
      />
    </I18nextProvider>
  );
}

describe('CheckTree', () => {
  it("chooses every leaf under a branch with the branch's box, and clears them again", async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: /^Tickets/ }));
    expect(onChange).toHaveBeenLastCalledWith([1, 2, 3]);
    expect(screen.getByText('3 de 4 seleccionados')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /^Tickets/ }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('shows a branch as partly chosen when only some leaves are', () => {
    render(<Harness initial={[3]} />);
    const branch = screen.getByRole('checkbox', { name: /^Tickets/ }) as HTMLInputElement;
    expect(branch.checked).toBe(false);
    expect(branch.indeterminate).toBe(true);
    expect((screen.getByRole('checkbox', { name: /^Órdenes/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('narrows the tree by name or hint, accents aside, and says when nothing matches', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filtrar Permisos' }), 'odtcancel');
    expect(screen.getByRole('checkbox', { name: /Cancelar orden/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Crear tickets' })).not.toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'ordenes');
    expect(screen.getByRole('checkbox', { name: /Cancelar orden/ })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('Ningún elemento coincide con el filtro')).toBeInTheDocument();
  });

  it('hides and shows a branch with its toggle', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar Usuarios' }));
    expect(screen.queryByRole('checkbox', { name: 'Consultar usuarios' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar Usuarios' }));
    expect(screen.getByRole('checkbox', { name: 'Consultar usuarios' })).toBeInTheDocument();
  });
});
