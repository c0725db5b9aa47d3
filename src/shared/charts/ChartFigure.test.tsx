import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../test/setup/renderWithApp';
import { ChartFigure, type ChartSpec } from './ChartFigure';

/**
 * jsdom has no canvas to draw on, so these tests read what every reader can: the canvas' role and name, and
 * the table of the same numbers behind the button. chart.js' drawing is the browser suite's to see.
 */
const spec: ChartSpec = {
  title: 'Tasa de cancelación por ciclo',
  categoryLabel: 'Ciclo',
  categories: ['01/10/2026', '31/10/2026'],
  series: [{ label: 'Valor', kind: 'bar', values: [1234.5, null] }],
  bands: [
    { label: 'Verde', from: 0, to: 60, tone: 'good' },
    { label: 'Rojo', from: 60.01, to: 100, tone: 'bad' },
  ],
  describeValue: (value) => (value <= 60 ? 'Verde' : 'Rojo'),
};

describe('ChartFigure', () => {
  it('names the chart as an image and opens a table of its numbers from the keyboard', async () => {
    renderWithApp(<ChartFigure spec={spec} />);
    expect(await screen.findByRole('img', { name: spec.title })).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Ver los datos en una tabla' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const table = screen.getByRole('table', { name: spec.title });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Ocultar la tabla de datos');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(table);
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['CicloValor', '01/10/20261,234.5 (Rojo)', '31/10/2026Sin valor']);
    expect(screen.getByRole('list', { name: 'Bandas' })).toHaveTextContent('Verde: de 0 a 60Rojo: de 60.01 a 100');
  });

  it('speaks English in English', async () => {
    renderWithApp(<ChartFigure spec={{ ...spec, describeValue: undefined }} />, { language: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Show the data as a table' }));
    expect(screen.getByRole('table')).toHaveTextContent('1,234.5');
    expect(screen.getByRole('table')).toHaveTextContent('No value');
    expect(screen.getByRole('list', { name: 'Bands' })).toHaveTextContent('Verde: from 0 to 60');
  });
});
