import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { renderScreen } from '../../../test/setup/renderWithApp';

const sandbox = setupSandbox();

describe('public request (/PublicRequest)', () => {
  it('explains every invalid field and keeps what was typed', async () => {
    renderScreen({ route: '/PublicRequest', as: null });
    const phone = await screen.findByLabelText('Celular');
    await userEvent.type(phone, '55123');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'no-es-correo');
    await userEvent.type(screen.getByLabelText('Descripción del problema'), ' empieza con espacio');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Capture 10 dígitos')).toBeInTheDocument();
    expect(screen.getByText('Formato inválido')).toBeInTheDocument();
    expect(screen.getByText('No puede iniciar con un espacio')).toBeInTheDocument();
    expect(phone).toHaveValue('55123');
    expect(screen.getByText('20/5000')).toBeInTheDocument();
  });

  it('sends a valid request to the message service and shows its number', async () => {
    const seen: unknown[] = [];
    sandbox.server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('PublicIncidentRequirement')) seen.push(await request.clone().json());
    });
    renderScreen({ route: '/PublicRequest', as: null });
    await userEvent.type(await screen.findByLabelText('Celular'), '5512345678');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@correo.mx');
    await userEvent.type(screen.getByLabelText('Descripción del problema'), 'La terminal no enciende');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('heading', { name: 'Solicitud enviada' })).toBeInTheDocument();
    expect(screen.getByText(/con el folio \d+/)).toBeInTheDocument();
    expect(seen).toEqual([{ cellphone: '5512345678', email: 'ana@correo.mx', issueDescription: 'La terminal no enciende' }]);
    sandbox.server.events.removeAllListeners();
  });
});
