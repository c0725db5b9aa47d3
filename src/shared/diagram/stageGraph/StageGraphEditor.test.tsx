import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { choose } from '../../../../test/setup/formActions';
import { renderWithApp } from '../../../../test/setup/renderWithApp';
import { StageGraphEditor } from './StageGraphEditor';
import { stageGraphProblems } from './stageGraphRules';
import type { StageGraph } from './stageGraphTypes';

const START: StageGraph = {
  stages: [
    { id: '1', name: 'Abierto', initial: true, final: false },
    { id: '2', name: 'Cerrado', initial: false, final: true },
  ],
  edges: [{ from: '1', to: '2' }],
};

function Harness() {
  const [graph, setGraph] = useState(START);
  return <StageGraphEditor graph={graph} problems={stageGraphProblems(graph, { nameMax: 50 })} onChange={setGraph} label="Flujo" />;
}

const problemList = () => screen.getByRole('heading', { name: /por resolver/ }).nextElementSibling as HTMLElement;

describe('StageGraphEditor', () => {
  it('draws the stages and, by keyboard, marks a stage made its own predecessor on the graph and in the list', async () => {
    renderWithApp(<Harness />);
    expect(screen.getByRole('figure', { name: 'Flujo' })).toBeInTheDocument();
    expect(screen.getByTestId('stage-node-1')).toHaveTextContent('Inicial');
    await choose(/^De$/, 'Abierto');
    await choose(/^A$/, 'Abierto');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar transición' }));
    const node = screen.getByTestId('stage-node-1');
    expect(node).toHaveClass('stage-node--problem');
    expect(node).toHaveTextContent('«Abierto» no puede ser su propia predecesora');
    expect(within(problemList()).getByText('«Abierto» no puede ser su propia predecesora')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar la transición de Abierto a Abierto' }));
    expect(screen.queryByRole('heading', { name: /por resolver/ })).not.toBeInTheDocument();
  });

  it('adds a stage that nothing reaches, and renames and marks stages by keyboard', async () => {
    renderWithApp(<Harness />);
    await userEvent.type(screen.getByLabelText('Nueva etapa'), 'En revisión');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar etapa' }));
    expect(within(problemList()).getByText('No se llega a «En revisión» desde la etapa inicial')).toBeInTheDocument();
    expect(screen.getByTestId('stage-node-new-3')).toHaveClass('stage-node--problem');
    await userEvent.click(screen.getAllByLabelText('Final')[1]!);
    expect(screen.getByText('Marque al menos una etapa final')).toBeInTheDocument();
  });
});
