import { screen } from '@testing-library/react';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { renderScreen } from '../../../test/setup/renderWithApp';
import en from '../../shared/i18n/en.json';
import es from '../../shared/i18n/es.json';

const sandbox = setupSandbox();

describe('home page in English', () => {
  it('names every status category card in English, and an unknown one as the server sent it', async () => {
    sandbox.store.statusCategories.set(-99, { id: -99, key: 'New', name: 'Vista nueva del servidor', statusIds: [] });
    // The account's language decides the interface's once signed in.
    for (const user of sandbox.store.users.values()) user.langId = 2;
    renderScreen({ route: '/', language: 'en', as: { sandbox, role: 'ADM' } });
    const cards = await screen.findAllByRole('link', { name: /tickets\. Open the list$/ }, { timeout: 45_000 });
    // Each card shows the category's name, then its count.
    const names = cards.map((card) => card.firstElementChild!.textContent);
    expect(names).toEqual(expect.arrayContaining([...Object.values(en.status.categories), 'Vista nueva del servidor']));
    for (const spanish of Object.values(es.status.categories)) expect(names).not.toContain(spanish);
  });
});
