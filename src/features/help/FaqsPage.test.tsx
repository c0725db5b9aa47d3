import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { ROUTE_TABLE } from '../../core/routes/routeTable';
import { createI18n } from '../../shared/i18n/i18n';
import { LIMITS } from '../../shared/validation/limits';
import { FAQS, searchFaqs } from './faqs';

const es = createI18n('es');
const en = createI18n('en');
const sandbox = setupSandbox({ tickets: 100 });

const search = () => screen.findByRole('searchbox', { name: 'Buscar en las preguntas y respuestas' });
const questions = () => screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
const article = (question: string) => screen.getByRole('article', { name: question });

describe('help/FAQs', () => {
  it('finds a question by a word only its answer holds, accents and capitals aside', async () => {
    renderScreen({ route: '/help/FAQs', as: { sandbox, role: 'CRE' } });
    const box = await search();
    expect(questions()).toHaveLength(FAQS.length);
    // "inactividad" is in the answer of "¿Por qué se cerró mi sesión?" alone, never in a question.
    await userEvent.type(box, 'INACTIVIDÁD');
    expect(questions()).toEqual(['¿Por qué se cerró mi sesión?']);
    expect(screen.getByRole('status')).toHaveTextContent('1 pregunta');
  }, 30_000);

  it('keeps only the questions that hold every word typed, and says so when none does', async () => {
    renderScreen({ route: '/help/FAQs', as: { sandbox, role: 'CRE' } });
    const box = await search();
    await userEvent.type(box, 'sesion idioma');
    expect(questions()).toEqual(['¿Cómo cambio el idioma?', '¿Por qué se cerró mi sesión?']);
    await userEvent.type(box, ' zafiro');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Ninguna pregunta ni respuesta contiene «sesion idioma zafiro».');
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar la búsqueda' }));
    expect(box).toHaveValue('');
    expect(questions()).toHaveLength(FAQS.length);
  }, 30_000);

  it('takes a search up to the shared text limit and no more', async () => {
    renderScreen({ route: '/help/FAQs', as: { sandbox, role: 'CRE' } });
    const box = await search();
    await userEvent.click(box);
    await userEvent.paste('a'.repeat(LIMITS.generalTextMax + 1));
    expect(box).toHaveValue('a'.repeat(LIMITS.generalTextMax));
  }, 30_000);

  it('links a question to the screens it explains only for a user who may open them', async () => {
    const criticality = es.t('routes.criticality');
    renderScreen({ route: '/help/FAQs', as: { sandbox, role: 'ADM' } });
    await search();
    const asAdmin = article('¿Qué es la criticidad de un ticket?');
    expect(await within(asAdmin).findByRole('link', { name: criticality })).toHaveAttribute('href', '/create/criticality');
  }, 30_000);

  it('shows no link to a screen the user may not open, and the ones they may', async () => {
    renderScreen({ route: '/help/FAQs', as: { sandbox, role: 'ENG' } });
    await search();
    // The engineer searches tickets but holds no criticality permission and is not an administrator (work orders).
    expect(await within(article('¿Cómo encuentro un ticket?')).findByRole('link', { name: es.t('routes.ticketSearch') })).toBeInTheDocument();
    expect(within(article('¿Qué es la criticidad de un ticket?')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(article('¿Qué es una orden de trabajo (ODT)?')).queryByRole('link')).not.toBeInTheDocument();
  }, 30_000);

  it('lists the keyboard shortcuts of the shell and of tables', async () => {
    renderScreen({ route: '/help/FAQs', as: { sandbox, role: 'CRE' } });
    await search();
    const shell = screen.getByRole('table', { name: 'En toda la aplicación' });
    expect(within(shell).getByRole('row', { name: /Ctrl \+ K/ })).toHaveTextContent(es.t('shell.shortcuts.palette'));
    expect(screen.getByRole('table', { name: 'En tablas y en el visor de imágenes' })).toHaveTextContent(es.t('help.shortcuts.gridNext'));
  }, 30_000);

  it('searches the English text in English', async () => {
    [...sandbox.store.users.values()].find((u) => u.roleCode === 'CRE')!.langId = 2;
    renderScreen({ route: '/help/FAQs', language: 'en', as: { sandbox, role: 'CRE' } });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search the questions and answers' }), 'inactivity');
    expect(questions()).toEqual(['Why was I signed out?']);
  }, 30_000);
});

describe('the questions', () => {
  it('have a question and an answer in both languages and link only routes of the route table', () => {
    for (const faq of FAQS) {
      for (const i18n of [es, en]) {
        expect(i18n.exists(`help.faqs.${faq.id}.question`) && i18n.exists(`help.faqs.${faq.id}.answer`)).toBe(true);
      }
      for (const id of faq.routes) expect([faq.id, ROUTE_TABLE.some((r) => r.id === id)]).toEqual([faq.id, true]);
    }
  });

  it('match on the words of the answer as well as the question', () => {
    expect(searchFaqs('inactividad', es.t).map((f) => f.id)).toEqual(['signedOut']);
    expect(searchFaqs('', es.t)).toHaveLength(FAQS.length);
  });
});
