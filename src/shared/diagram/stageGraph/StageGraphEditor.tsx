import { connect } from './stageGraphEdits';
import StageGraphCanvas from './StageGraphCanvas';
import { StageList, type StageChoice } from './StageList';
import { StageProblems } from './StageProblems';
import type { StageGraph, StageProblem } from './stageGraphTypes';
import './stageGraph.css';

interface Props {
  graph: StageGraph;
  /** stageGraphProblems of the graph (the screen computes them: they also hold its save back). */
  problems: StageProblem[];
  onChange: (graph: StageGraph) => void;
  /** The diagram's accessible name (the flow's). */
  label: string;
  disabled?: boolean;
  /** Stages picked from a catalogue rather than named here (StageList). */
  choices?: StageChoice[];
}

/**
 * A stage-graph editor: the drawing with every problem marked where it is, the problems listed for readers,
 * and the lists that make every change by keyboard. Knows no service: the screen loads and saves the graph.
 */
export function StageGraphEditor({ graph, problems, onChange, label, disabled = false, choices }: Props) {
  return (
    <div className="stage-graph">
      <StageGraphCanvas graph={graph} problems={problems} label={label} onConnect={(edge) => !disabled && onChange(connect(graph, edge))} />
      <StageProblems problems={problems} />
      <StageList graph={graph} onChange={onChange} disabled={disabled} choices={choices} />
    </div>
  );
}
