import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { watermarks } from '../../../../test/sandbox/clients/watermarkState';
import { dialogField, dialogOpened, enterInDialog, gridRows, topDialog } from '../../../../test/setup/gridActions';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { createI18n } from '../../../shared/i18n/i18n';
import { LIMITS } from '../../../shared/validation/limits';

const es = createI18n('es');
const sandbox = setupSandbox({ tickets: 50 });
const { watermarkTextMax, watermarkOpacityMax } = LIMITS.clients;

/** jsdom draws nothing: a 2D context that keeps what the preview writes, measuring each character 6 px wide. */
const written: string[] = [];
beforeEach(() => {
  written.length = 0;
  const context = {
    createLinearGradient: () => ({ addColorStop: () => undefined }),
    fillRect: () => undefined, beginPath: () => undefined, arc: () => undefined, fill: () => undefined, save: () => undefined, restore: () => undefined,
    fillText: (text: string) => written.push(text),
    measureText: (text: string) => ({ width: text.length * 6 }),
  };
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D);
});
afterEach(() => jest.restoreAllMocks());

const save = (name = 'Guardar') => userEvent.click(within(topDialog()).getByRole('button', { name }));
const preview = () => within(topDialog()).getByRole('img', { name: /^(Vista previa de la marca de agua|Watermark preview)/ });

async function openWatermark(client: string, language: 'es' | 'en' = 'es') {
  const [grid, action, text] = language === 'es' ? ['Clientes', 'Marca de agua de', /^Texto/] : ['Clients', 'Watermark of', /^Text\b(?! colour)/];
  renderScreen({ route: '/clientsManagment', language, as: { sandbox, role: 'ADM' } });
  await gridRows(grid as string, 45_000);
  await userEvent.click(screen.getByRole('button', { name: `${action} ${client}` }));
  await dialogOpened();
  await waitFor(() => expect(dialogField(text as RegExp)).toBeInTheDocument(), { timeout: 10_000 });
}

describe('the watermark editor', () => {
  it('edits a client’s watermark with a live preview stamped by the stamp’s own function, refusing one past each limit', async () => {
    await openWatermark('Banco del Valle');
    expect(dialogField(/^Texto/)).toHaveValue('Banco del Valle');
    expect(preview()).toHaveAccessibleName(expect.stringContaining('Banco del Valle; Ubicación: Sucursal Centro 001; Ticket: 5012; Latitud: 19.432600'));
    expect(written).toContain('Ticket: 5012');

    await userEvent.click(dialogField(/^Municipio/));
    await waitFor(() => expect(preview()).toHaveAccessibleName(expect.stringContaining('Municipio: Cuauhtémoc')));
    expect(written).toContain('Municipio: Cuauhtémoc');

    await enterInDialog(/^Texto/, 't'.repeat(watermarkTextMax + 1));
    expect(dialogField(/^Texto/)).toHaveValue('t'.repeat(watermarkTextMax));
    await userEvent.clear(dialogField(/^Opacidad/));
    await userEvent.type(dialogField(/^Opacidad/), `${watermarkOpacityMax + 1}{Tab}`);
    await save();
    expect(await within(topDialog()).findByText(es.t('validation.max', { max: watermarkOpacityMax }))).toBeInTheDocument();

    await userEvent.clear(dialogField(/^Opacidad/));
    await userEvent.type(dialogField(/^Opacidad/), `${watermarkOpacityMax}{Tab}`);
    await enterInDialog(/^Texto/, 'Banco del Valle – evidencia');
    await userEvent.click(within(topDialog()).getByRole('radio', { name: 'Grande' }));
    await save();
    await waitFor(() => expect(watermarks(sandbox.store).get(1)).toMatchObject({ text: 'Banco del Valle – evidencia', opacity: 100, fontSize: 'large', showMunicipality: true }));
    expect(await screen.findByText('Se guardó la marca de agua de «Banco del Valle».')).toBeInTheDocument();
  }, 90_000);

  it('creates the first watermark of a client that has none, from its name (in English)', async () => {
    expect(watermarks(sandbox.store).has(2)).toBe(false);
    await openWatermark('Farmacias San Rafael', 'en');
    expect(dialogField(/^Text\b(?! colour)/)).toHaveValue('Farmacias San Rafael');
    expect(preview()).toHaveAccessibleName('Watermark preview on a sample photo: Farmacias San Rafael');
    await userEvent.click(dialogField(/^Date and time/));
    expect(preview()).toHaveAccessibleName('Watermark preview on a sample photo: Farmacias San Rafael; Date and time: 20/11/2026 09:15');
    await save('Save');
    await waitFor(() => expect(watermarks(sandbox.store).get(2)).toMatchObject({ text: 'Farmacias San Rafael', showDateTime: true, fontSize: 'medium' }));
  }, 90_000);
});
