import { screen } from '@testing-library/react';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { renderWithApp } from '../../../test/setup/renderWithApp';
import { ContactUsButton } from './ContactUsButton';

const sandbox = setupSandbox();

describe('ContactUsButton', () => {
  it('links to the chat the security service publishes, in a new tab', async () => {
    sandbox.store.publicParams.chatLink = 'https://chat.example.com/room/soporte';
    renderWithApp(<ContactUsButton />);
    const link = await screen.findByRole('link', { name: 'Contáctanos' });
    expect(link).toHaveAttribute('href', 'https://chat.example.com/room/soporte');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is disabled when no link is configured', async () => {
    sandbox.store.publicParams.chatLink = null;
    renderWithApp(<ContactUsButton />, { language: 'en' });
    const button = await screen.findByRole('button', { name: 'Contact us' });
    expect(button).toBeDisabled();
    expect(await screen.findByTitle('The contact channel is not available')).toBe(button);
  });

  it('refuses a link that is not http(s)', async () => {
    sandbox.store.publicParams.chatLink = 'javascript:alert(1)';
    renderWithApp(<ContactUsButton />);
    expect(await screen.findByTitle('El canal de contacto no está disponible')).toBeDisabled();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
