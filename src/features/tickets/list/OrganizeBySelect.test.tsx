import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderWithApp } from '../../../../test/setup/renderWithApp';
import { CATEGORY } from '../../../domain/tickets/search/ticketListConfig';
import en from '../../../shared/i18n/en.json';
import { OrganizeBySelect } from './OrganizeBySelect';

const sandbox = setupSandbox();

describe('organize-by selector in English', () => {
  it('shows and offers the categories by their English names', async () => {
    renderWithApp(<OrganizeBySelect value={CATEGORY.active} onChange={() => undefined} />, { language: 'en', as: { sandbox, role: 'ADM' } });
    const combobox = await screen.findByLabelText('Organize by');
    await waitFor(() => expect(combobox.closest('.p-dropdown')).toHaveTextContent(en.status.categories.active));
    await userEvent.click(combobox.closest('.p-dropdown')!);
    const options = (await screen.findAllByRole('option', { hidden: true })).map((o) => o.getAttribute('aria-label'));
    expect(options).toEqual(expect.arrayContaining([en.status.categories.custom, en.status.categories.programmed]));
    expect(options).not.toContain('Activos');
  });

  it('says on its focusable combobox whether the list is open', async () => {
    renderWithApp(<OrganizeBySelect value={CATEGORY.active} onChange={() => undefined} />, { language: 'en', as: { sandbox, role: 'ADM' } });
    const combobox = await screen.findByRole('combobox', { name: 'Organize by' });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(combobox.closest('.p-dropdown')!);
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(combobox).toHaveAttribute('aria-expanded', 'false'));
  });
});
