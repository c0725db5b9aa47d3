import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { renderApp } from '../../../test/setup/renderWithApp';
import es from '../../shared/i18n/es.json';
import firstRender from '../../shared/i18n/firstRenderNamespaces.json';

const sandbox = setupSandbox();

/**
 * The app renders its shell with only the strings of firstRenderNamespaces.json (the screens' strings
 * arrive with the first screen, src/shared/i18n/i18n.ts). A shell string outside that list would show as
 * its raw key until then: every key the shell asks for and misses is collected here.
 */
function shellStringsOnly(missing: string[]) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'es',
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: { es: { translation: Object.fromEntries(Object.entries(es).filter(([key]) => firstRender.includes(key))) } },
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => missing.push(key),
  });
  return instance;
}

it('the shell, its menus, the palette, the shortcuts and the notification panel need only the strings fetched before the first render', async () => {
  const missing: string[] = [];
  renderApp({ route: '/no/such/page', as: { sandbox, role: 'ADM' }, i18n: shellStringsOnly(missing) });
  expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Abrir el menú de la cuenta' }));
  await userEvent.keyboard('{Escape}');
  await userEvent.click(screen.getByRole('button', { name: /^Notificaciones/ }));
  expect(await screen.findByRole('dialog', { name: /Notificaciones/ })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await userEvent.keyboard('{Control>}k{/Control}');
  expect(await screen.findByRole('dialog', { name: 'Ir a una pantalla' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await userEvent.keyboard('?');
  expect(await screen.findByRole('dialog', { name: 'Atajos de teclado' })).toBeInTheDocument();

  await waitFor(() => expect(missing).toEqual([]));
});

it('the home page, where a signed-in user lands, needs only the strings fetched before the first render', async () => {
  const missing: string[] = [];
  renderApp({ route: '/', as: { sandbox, role: 'ADM' }, i18n: shellStringsOnly(missing) });
  const cards = await screen.findAllByRole('link', { name: /tickets\. Ver la lista$/ }, { timeout: 45_000 });
  expect(cards.length).toBeGreaterThan(0);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Hola, /);

  await waitFor(() => expect(missing).toEqual([]));
});
