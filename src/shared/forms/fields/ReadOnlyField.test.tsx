import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../../test/setup/renderWithApp';
import { ReadOnlyField } from '.';

describe('ReadOnlyField', () => {
  it('shows its value in an input named by its label, announced read-only, that cannot be typed into', () => {
    renderWithApp(<ReadOnlyField label="Prioridad" value="Alta" />);
    const input = screen.getByLabelText('Prioridad');
    expect(input).toHaveValue('Alta');
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAttribute('aria-readonly', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('says why the value is missing below it, read with the input', () => {
    renderWithApp(<ReadOnlyField label="Prioridad" value="" error="No se pudo calcular la prioridad" hint="Se calcula con la urgencia y el impacto" />);
    const input = screen.getByLabelText('Prioridad');
    const error = screen.getByText('No se pudo calcular la prioridad');
    const hint = screen.getByText('Se calcula con la urgencia y el impacto');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toEqual([hint.id, error.id]);
  });
});
