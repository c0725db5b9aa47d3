import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { makePdf, makePng } from '../../../test/sandbox/filestorage/bytes';
import es from '../../shared/i18n/es.json';

const sandbox = setupSandbox();

async function editEngineer() {
  const engineer = [...sandbox.store.users.values()].find((u) => u.roleCode === 'ENG' && u.enabled)!;
  renderScreen({ route: '/CreateAndConfigUser', as: { sandbox, role: 'ADM' } });
  await userEvent.type(await screen.findByRole('textbox', { name: 'Nombre, usuario, correo o teléfono' }, { timeout: 30_000 }), engineer.fullName);
  await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  await userEvent.click(await screen.findByRole('button', { name: `Editar a ${engineer.fullName}` }, { timeout: 30_000 }));
  const dialog = await screen.findByRole('dialog', { name: `Editar a ${engineer.fullName}` });
  const contract = await within(dialog).findByRole('region', { name: es.users.contract.title });
  return { engineer, dialog, contract };
}
const pdf = (name: string, bytes: Uint8Array) => new File([bytes.slice()], name, { type: 'application/pdf' });

describe('the linked contract in the user dialog', () => {
  it('uploads the contract and shows it for download', async () => {
    const { engineer, contract } = await editEngineer();
    expect(await within(contract).findByText(es.users.contract.none)).toBeInTheDocument();

    await userEvent.upload(within(contract).getByLabelText(es.users.contract.upload), pdf('contrato_firmado.pdf', makePdf(['Contrato'])));

    expect(await within(contract).findByRole('button', { name: 'Descargar contrato_firmado.pdf' })).toBeInTheDocument();
    expect([...sandbox.store.files.values()]).toContainEqual(expect.objectContaining({ ownerUserId: engineer.userId, fileName: 'contrato_firmado.pdf' }));
  }, 60_000);

  it('refuses a file whose bytes are not a PDF with the reason, keeping what was typed in the form', async () => {
    const { dialog, contract } = await editEngineer();
    const name = within(dialog).getByLabelText(/^Nombre completo/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Nombre a medio editar');

    await userEvent.upload(within(contract).getByLabelText(es.users.contract.upload), pdf('contrato.pdf', makePng(2, 2, [1, 2, 3])));

    // Refused before sending: the message names the file, which the service's refusal would not.
    const alert = await within(contract).findByRole('alert');
    expect(alert).toHaveTextContent(es.fileCheck.contentMismatch);
    expect(alert).toHaveTextContent('contrato.pdf');
    expect(name).toHaveValue('Nombre a medio editar');
    expect(within(contract).getByText(es.users.contract.none)).toBeInTheDocument();
  }, 60_000);
});
