import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hostileSolutionIds, solutionState } from '../../../test/sandbox/process/solutionState';
import { renderScreen } from '../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../test/setup/sandboxServer';

const sandbox = setupSandbox({ tickets: 100 });

const openArticle = async (solutionId: number, language: 'es' | 'en' = 'es') => {
  const { unmount } = renderScreen({ route: `/KMDB?article=${solutionId}`, language, as: { sandbox, role: 'CRE' } });
  const title = solutionState(sandbox.store).solutions.get(solutionId)!.title;
  return { article: await screen.findByRole('article', { name: title }, { timeout: 20_000 }), unmount };
};

describe('the knowledge base (KMDB)', () => {
  it('finds articles by words accent and case aside, marks the words as text, and opens one without its internal comments', async () => {
    renderScreen({ route: '/KMDB', as: { sandbox, role: 'CRE' } });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Palabras a buscar' }, { timeout: 20_000 }), 'CONEXION internet{Enter}');
    const results = await screen.findByRole('region', { name: 'Artículos encontrados' }, { timeout: 20_000 });
    // Only the solutions "sin conexión a internet" hold both words: fewer than a page.
    await waitFor(() => expect(within(results).getByRole('status')).toHaveTextContent(`${within(results).getAllByRole('article').length} artículos`), { timeout: 20_000 });
    const cards = within(results).getAllByRole('article');
    const marks = [...cards[0]!.querySelectorAll('mark')].map((m) => m.textContent!.toLowerCase());
    expect(marks).toEqual(expect.arrayContaining(['conexión', 'internet']));

    const link = within(cards[0]!).getByRole('link');
    const solutionId = Number(new URL(link.getAttribute('href')!, 'https://x').searchParams.get('article'));
    await userEvent.click(link);
    const article = await screen.findByRole('article', { name: link.textContent! }, { timeout: 20_000 });
    const { internalComments } = solutionState(sandbox.store).solutions.get(solutionId)!;
    if (internalComments) expect(article).not.toHaveTextContent(internalComments);
    await userEvent.click(within(article).getByRole('link', { name: 'Volver a la búsqueda' }));
    expect(await screen.findByRole('searchbox', { name: 'Palabras a buscar' })).toHaveValue('CONEXION internet');
  }, 60_000);

  it('shows each hostile seed inert: no script, no handler, no javascript: link, no remote image', async () => {
    for (const solutionId of hostileSolutionIds(sandbox.store)) {
      const { article, unmount } = await openArticle(solutionId);
      const content = article.querySelector('.rich-text')!;
      expect(content.textContent!.length).toBeGreaterThan(10);
      expect(document.querySelectorAll('script')).toHaveLength(0);
      expect(content.querySelectorAll('img')).toHaveLength(0);
      expect([...content.querySelectorAll('*')].flatMap((el) => el.getAttributeNames()).filter((name) => name.startsWith('on'))).toEqual([]);
      expect([...content.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')).filter((href) => /^\s*javascript:/i.test(href!))).toEqual([]);
      expect((window as { __hostile?: string }).__hostile).toBeUndefined();
      unmount();
    }
  }, 60_000);

  it('asks whether it was useful, in English too, and keeps the reader\'s answer', async () => {
    const { article } = await openArticle(2, 'en');
    const yes = within(article).getByRole('button', { name: 'Yes' });
    expect(yes).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(yes);
    await waitFor(() => expect(within(article).getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(article).getByRole('status')).toHaveTextContent(/^Thank you for your answer\. \d+ (person|people) found it useful\.$/);
  }, 60_000);
});
