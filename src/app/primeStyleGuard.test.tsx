import { render, screen } from '@testing-library/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { guardPrimeStyles } from './primeStyleGuard';

/** Mutations of the head's style elements while `act` runs. */
async function headMutations(act: () => void): Promise<MutationRecord[]> {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((seen) => records.push(...seen));
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  act();
  await new Promise((resolve) => setTimeout(resolve, 0));
  records.push(...observer.takeRecords());
  observer.disconnect();
  return records;
}

const primeStyles = () => [...document.head.querySelectorAll('style[data-primereact-style-id]')].map((s) => s.getAttribute('data-primereact-style-id'));

beforeAll(() => guardPrimeStyles(document));

describe('guardPrimeStyles', () => {
  it('lets PrimeReact add its styles once, then leaves them alone when more components mount', async () => {
    render(<Button label="Primero" />);
    expect(primeStyles()).toEqual(expect.arrayContaining(['base', 'common']));
    const common = document.head.querySelector('style[data-primereact-style-id="common"]')!;
    expect(common.textContent!.length).toBeGreaterThan(100);
    const records = await headMutations(() => render(<Button label="Segundo" />));
    expect(screen.getByRole('button', { name: 'Segundo' })).toBeInTheDocument();
    expect(records).toEqual([]);
  });

  it('has the focus trap’s style ready, so opening a modal dialog adds no style element', async () => {
    expect(primeStyles()).toContain('focustrap');
    // A closed dialog loads the dialog's own style, as the screens' dialogs do before they open.
    const { rerender } = render(
      <Dialog visible={false} header="Diagrama" onHide={() => undefined}>
        <p>Contenido</p>
      </Dialog>,
    );
    const before = primeStyles().length;
    const records = await headMutations(() =>
      rerender(
        <Dialog visible header="Diagrama" onHide={() => undefined}>
          <p>Contenido</p>
        </Dialog>,
      ),
    );
    expect(await screen.findByRole('dialog', { name: 'Diagrama' })).toBeInTheDocument();
    expect(primeStyles().length).toBe(before);
    expect(records.filter((r) => r.type === 'childList' && r.target === document.head)).toEqual([]);
  });

  it('still sets the text of other style elements and changes PrimeReact styles whose text differs', () => {
    const own = document.createElement('style');
    document.head.appendChild(own);
    own.textContent = '.a { color: red; }';
    own.textContent = '.a { color: red; }';
    expect(own.textContent).toBe('.a { color: red; }');
    const common = document.head.querySelector('style[data-primereact-style-id="common"]')!;
    common.textContent = '.b { color: blue; }';
    expect(common.textContent).toBe('.b { color: blue; }');
  });
});
