import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { insightOf } from '../../../../test/sandbox/insight/state';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { LIMITS } from '../../../shared/validation/limits';

const sandbox = setupSandbox();
const { max, step } = LIMITS.indicators;
const fixed = (value: number) => value.toFixed(2);

const open = async (language: 'es' | 'en' = 'es') => {
  renderScreen({ route: '/Indicators', language, as: { sandbox, role: 'ADM' } });
  return screen.findByRole('form', { name: language === 'es' ? 'Indicadores' : 'Indicators' }, { timeout: 20_000 });
};
async function type(label: RegExp, value: number | '') {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  if (value !== '') await userEvent.type(input, String(value));
  await userEvent.tab();
}
const save = () => userEvent.click(screen.getByRole('button', { name: 'Guardar semáforo' }));
const bar = () => screen.getByRole('img', { name: /^Verde/ });

describe('Indicators (/Indicators)', () => {
  it('shows the saved bands in the bar and the three bands’ fixed ends', async () => {
    await open();
    expect(bar()).toHaveAccessibleName('Verde: de 0.00 a 60.00; Ámbar: de 60.01 a 85.00; Rojo: de 85.01 a 100.00');
    expect(screen.getByText(`Máximo: ${fixed(max)}`)).toBeInTheDocument();
  }, 30_000);

  it('redraws the bar as the limits are typed', async () => {
    await open();
    await type(/Máximo de verde/, 40.5);
    expect(bar()).toHaveAccessibleName('Verde: de 0.00 a 40.50; Ámbar: de 40.51 a 85.00; Rojo: de 85.01 a 100.00');
    expect(screen.getByText('Mínimo: 40.51')).toBeInTheDocument();
  }, 30_000);

  it('takes green max one step above 0 and amber max equal to amber min, and saves them', async () => {
    await open();
    await type(/Máximo de verde/, step);
    await type(/Máximo de ámbar/, step * 2);
    await save();
    await waitFor(() => expect(insightOf(sandbox.store).indicators).toMatchObject({ greenMax: step, amberMax: step * 2, rowVersion: 2 }));
  }, 30_000);

  it('refuses green max at 0 and one step past its top, with the bounds', async () => {
    await open();
    await type(/Máximo de verde/, 0);
    expect(await screen.findByText(`El valor debe estar entre ${fixed(step)} y ${fixed(max - 2 * step)}`)).toBeInTheDocument();
    await type(/Máximo de verde/, max - step);
    expect(screen.getByText(`El valor debe estar entre ${fixed(step)} y ${fixed(max - 2 * step)}`)).toBeInTheDocument();
    await type(/Máximo de verde/, max - 2 * step);
    await type(/Máximo de ámbar/, max - step);
    expect(screen.queryByText(/El valor debe estar entre/)).not.toBeInTheDocument();
  }, 30_000);

  it('refuses amber max one step below amber min and at 100, with the bounds; requires both', async () => {
    await open();
    await type(/Máximo de verde/, 50);
    await type(/Máximo de ámbar/, 50);
    expect(await screen.findByText(`El valor debe estar entre ${fixed(50 + step)} y ${fixed(max - step)}`)).toBeInTheDocument();
    await type(/Máximo de ámbar/, max);
    expect(screen.getByText(`El valor debe estar entre ${fixed(50 + step)} y ${fixed(max - step)}`)).toBeInTheDocument();
    await type(/Máximo de ámbar/, '');
    await save();
    expect(await screen.findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(insightOf(sandbox.store).indicators.rowVersion).toBe(1);
  }, 30_000);

  it('speaks English', async () => {
    await open('en');
    expect(screen.getByRole('img', { name: /^Green: from 0.00 to 60.00; Amber/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/Amber maximum/)).toBeInTheDocument();
  }, 30_000);
});
