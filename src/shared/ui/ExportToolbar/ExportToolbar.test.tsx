import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n/i18n';
import { saveFile } from '../../export/download';
import type { ApiError } from '../../../core/errors/apiError';
import type { ExportColumn, ExportRow } from '../../export/types';
import { ExportToolbar, type ExportToolbarProps } from './ExportToolbar';
// The export texts as handed over for the translation files; once merged, es.json's own win.
import strings from './__fixtures__/i18n-export.json';

jest.mock('../../export/download', () => ({ saveFile: jest.fn() }));
const saveFileMock = saveFile as jest.MockedFunction<typeof saveFile>;

const i18n = createI18n('es');
i18n.addResourceBundle('es', 'translation', strings.es, true, false);
i18n.addResourceBundle('en', 'translation', strings.en, true, false);
const t = i18n.t.bind(i18n);

const columns: ExportColumn[] = [
  { field: 'ticketId', header: 'Ticket', format: 'number' },
  { field: 'clientName', header: 'Cliente' },
  { field: 'enabled', header: 'Estado' },
];
const rows = (n: number, from = 0): ExportRow[] => Array.from({ length: n }, (_, i) => ({ ticketId: from + i + 1, clientName: `Cliente ${from + i + 1}`, enabled: i % 2 === 0 }));

function setWidth(narrow: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: narrow,
      media: query,
      onchange: null,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      addListener: jest.fn(),
      removeListener: jest.fn(),
      dispatchEvent: jest.fn(),
    }),
  });
}

function setup(props: Partial<ExportToolbarProps> = {}) {
  return setupWithRender(props).props;
}

function setupWithRender(props: Partial<ExportToolbarProps> = {}) {
  const all: ExportToolbarProps = {
    selectedRows: [],
    totalCount: 0,
    fetchAll: jest.fn(async () => []),
    columns,
    fileBaseName: 'Tickets',
    title: 'Tickets activos',
    onSelectionCleared: jest.fn(),
    onMessage: jest.fn(),
    ...props,
  };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ExportToolbar {...all} />
    </I18nextProvider>,
  );
  return { props: all, view };
}

beforeEach(() => {
  saveFileMock.mockReset();
  setWidth(false);
});

describe('ExportToolbar', () => {
  it('offers CSV, Excel and PDF buttons with accessible names on wide screens', () => {
    setup();
    const group = screen.getByRole('group', { name: t('export.toolbar.groupLabel') });
    expect(within(group).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      t('export.toolbar.csvAria'),
      t('export.toolbar.excelAria'),
      t('export.toolbar.pdfAria'),
    ]);
    expect(screen.queryByRole('button', { name: t('export.toolbar.menu') })).not.toBeInTheDocument();
  });

  it('exports the selection without asking the server, then clears the selection', async () => {
    const props = setup({ selectedRows: rows(3), totalCount: 4000 });
    await userEvent.click(screen.getByRole('button', { name: t('export.toolbar.csvAria') }));
    await waitFor(() => expect(saveFileMock).toHaveBeenCalledTimes(1), { timeout: 15000 });
    const [blob, fileName] = saveFileMock.mock.calls[0]!;
    expect(fileName).toMatch(/^Tickets_\d\d_\d\d_\d{4}\.csv$/);
    const text = await blob.text();
    expect(text.trim().split('\r\n')).toEqual(['Ticket,Cliente,Estado', '1,Cliente 1,Activo', '2,Cliente 2,Inactivo', '3,Cliente 3,Activo']);
    expect(props.fetchAll).not.toHaveBeenCalled();
    expect(props.onMessage).toHaveBeenCalledWith('success', t('export.messages.done', { fileName }));
    expect(props.onSelectionCleared).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses more than 15,000 records, asks to filter and clears the selection', async () => {
    const props = setup({ totalCount: 15001 });
    await userEvent.click(screen.getByRole('button', { name: t('export.toolbar.excelAria') }));
    expect(props.onMessage).toHaveBeenCalledWith('warn', t('export.messages.limit', { limit: '15,000' }));
    expect(props.onSelectionCleared).toHaveBeenCalledTimes(1);
    expect(props.fetchAll).not.toHaveBeenCalled();
    expect(saveFileMock).not.toHaveBeenCalled();
  });

  it('says there is no data when the filter has no records', async () => {
    const props = setup({ totalCount: 0 });
    await userEvent.click(screen.getByRole('button', { name: t('export.toolbar.pdfAria') }));
    expect(props.onMessage).toHaveBeenCalledWith('warn', t('export.messages.noData'));
    expect(props.onSelectionCleared).not.toHaveBeenCalled();
    expect(saveFileMock).not.toHaveBeenCalled();
  });

  it('collapses into one Exportar menu on narrow screens and exports everything the server has, leaving the grid alone', async () => {
    setWidth(true);
    const fetchAll = jest.fn(async (pageSize: number, pageNumber: number) => rows(Math.min(pageSize, 1200 - (pageNumber - 1) * pageSize), (pageNumber - 1) * pageSize));
    const props = setup({ totalCount: 1200, fetchAll });
    expect(screen.queryByRole('group', { name: t('export.toolbar.groupLabel') })).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: t('export.toolbar.menu') });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    // PrimeReact measures the popup by showing it with display:none in between, which jsdom (no
    // layout) leaves behind: the menu is there but counts as hidden.
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getAllByRole('menuitem', { hidden: true }).map((item) => item.textContent)).toEqual(['CSV', 'Excel', 'PDF']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'PDF', hidden: true }));
    await waitFor(() => expect(saveFileMock).toHaveBeenCalledTimes(1), { timeout: 15000 });
    expect(fetchAll.mock.calls).toEqual([
      [1000, 1, expect.any(AbortSignal)],
      [1000, 2, expect.any(AbortSignal)],
    ]);
    expect(saveFileMock.mock.calls[0]![1]).toMatch(/^Tickets_\d\d_\d\d_\d{4}\.pdf$/);
    // No selection to clear: clearing it anyway would draw the whole grid again.
    expect(props.onSelectionCleared).not.toHaveBeenCalled();
  });

  it('shows a progress dialog whose Cancel stops the export', async () => {
    let release: () => void = () => undefined;
    const fetchAll = jest.fn(
      (_pageSize: number, pageNumber: number) =>
        new Promise<readonly ExportRow[]>((resolve) => {
          if (pageNumber === 1) resolve(rows(1000));
          else release = () => resolve(rows(10, 1000));
        }),
    );
    const props = setup({ totalCount: 1010, fetchAll });
    await userEvent.click(screen.getByRole('button', { name: t('export.toolbar.pdfAria') }));
    const dialog = await screen.findByRole('dialog', { name: t('export.progress.title', { format: 'PDF' }) });
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(t('export.progress.collecting', { done: 1000, total: 1010 })));
    // The bar steps to each value: a sliding bar lays the page out again on every frame of the export.
    expect(within(dialog).getByRole('progressbar').querySelector('.p-progressbar-value')).toHaveStyle({ transition: 'none' });
    expect(screen.getByRole('button', { name: t('export.toolbar.csvAria') })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: t('export.progress.cancel') }));
    await waitFor(() => expect(props.onMessage).toHaveBeenCalledWith('info', t('export.messages.cancelled')));
    // The second page's request is told to stop.
    expect(fetchAll.mock.calls.map((call) => (call as unknown[])[2] as AbortSignal).map((signal) => signal.aborted)).toEqual([true, true]);
    await act(async () => release());
    expect(saveFileMock).not.toHaveBeenCalled();
    expect(props.onSelectionCleared).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says, in the user\'s language, why a page the server refused mid-export stopped it, and saves nothing', async () => {
    const offline: ApiError = { status: 'OFFLINE', message: null, messageKey: 'errors.offline' };
    const fetchAll = jest.fn(async (pageSize: number, pageNumber: number) => {
      if (pageNumber === 2) throw offline;
      return { rows: rows(pageSize), totalCount: 1500 };
    });
    const props = setup({ totalCount: 1500, fetchAll });
    try {
      for (const language of ['es', 'en']) {
        await act(async () => void (await i18n.changeLanguage(language)));
        await userEvent.click(screen.getByRole('button', { name: t('export.toolbar.csvAria') }));
        await waitFor(() => expect(props.onMessage).toHaveBeenLastCalledWith('error', t('export.messages.requestFailed', { reason: t('errors.offline') })));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      }
    } finally {
      await act(async () => void (await i18n.changeLanguage('es')));
    }
    expect(new Set((props.onMessage as jest.Mock).mock.calls.map(([, text]) => text)).size).toBe(2);
    expect(fetchAll).toHaveBeenCalledTimes(4);
    expect(saveFileMock).not.toHaveBeenCalled();
  });

  it('cancels quietly when the screen goes away during an export', async () => {
    const fetchAll = jest.fn(() => new Promise<readonly ExportRow[]>(() => undefined));
    const { props, view } = setupWithRender({ totalCount: 20, fetchAll });
    await userEvent.click(screen.getByRole('button', { name: t('export.toolbar.csvAria') }));
    await waitFor(() => expect(fetchAll).toHaveBeenCalled());
    view.unmount();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(props.onMessage).not.toHaveBeenCalled();
    expect(saveFileMock).not.toHaveBeenCalled();
  });
});
