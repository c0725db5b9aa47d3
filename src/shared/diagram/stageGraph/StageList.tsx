import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { addChosenStage, addStage, connect, disconnect, removeStage, updateStage } from './stageGraphEdits';
import { edgeKey, type StageGraph } from './stageGraphTypes';
import { StagePicker } from './StagePicker';

export interface StageChoice {
  id: string;
  name: string;
}

interface Props {
  graph: StageGraph;
  onChange: (graph: StageGraph) => void;
  disabled?: boolean;
  /** Stages come from a catalogue (statuses, change stages): picked from these, named by it, never renamed here. */
  choices?: StageChoice[];
}

/**
 * The graph as lists, every action a control: add, rename and remove stages, mark them initial or final, add
 * and remove transitions. The keyboard's and the screen reader's way through the editor (the drawing is for the eye).
 */
export function StageList({ graph, onChange, disabled = false, choices }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [newName, setNewName] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const options = graph.stages.map((s) => ({ value: s.id, label: s.name || t('flows.editor.unnamed') }));
  const nameOf = (stageId: string) => graph.stages.find((s) => s.id === stageId)?.name ?? stageId;
  const add = () => {
    onChange(addStage(graph, newName.trim()));
    setNewName('');
  };
  const free = (choices ?? []).filter((c) => !graph.stages.some((s) => s.id === c.id)).map((c) => ({ value: c.id, label: c.name }));
  const addChosen = () => {
    const choice = choices?.find((c) => c.id === chosen);
    if (choice) onChange(addChosenStage(graph, choice));
    setChosen(null);
  };
  const addEdge = () => {
    if (from && to) onChange(connect(graph, { from, to }));
  };
  return (
    <div className="stage-list">
      <h3 id={`${id}-stages`}>{t('flows.editor.stages')}</h3>
      <ul aria-labelledby={`${id}-stages`} className="stage-list__items">
        {graph.stages.map((stage) => (
          <li key={stage.id} className="stage-list__row">
            {choices ? (
              <span className="stage-list__name">{stage.name}</span>
            ) : (
              <InputText
                value={stage.name}
                aria-label={t('flows.editor.stageName', { name: stage.name })}
                onChange={(e) => onChange(updateStage(graph, stage.id, { name: e.target.value }))}
                disabled={disabled}
              />
            )}
            <span className="stage-list__check">
              <Checkbox inputId={`${id}-${stage.id}-initial`} checked={stage.initial} disabled={disabled} onChange={(e) => onChange(updateStage(graph, stage.id, { initial: Boolean(e.checked) }))} />
              <label htmlFor={`${id}-${stage.id}-initial`}>{t('flows.editor.initial')}</label>
            </span>
            <span className="stage-list__check">
              <Checkbox inputId={`${id}-${stage.id}-final`} checked={stage.final} disabled={disabled} onChange={(e) => onChange(updateStage(graph, stage.id, { final: Boolean(e.checked) }))} />
              <label htmlFor={`${id}-${stage.id}-final`}>{t('flows.editor.final')}</label>
            </span>
            <Button type="button" icon="pi pi-trash" text severity="danger" disabled={disabled} aria-label={t('flows.editor.removeStage', { name: stage.name })} onClick={() => onChange(removeStage(graph, stage.id))} />
          </li>
        ))}
      </ul>
      {choices ? (
        <div className="stage-list__add">
          <StagePicker label={t('flows.editor.newStage')} value={chosen} options={free} onChange={setChosen} disabled={disabled} />
          <Button type="button" icon="pi pi-plus" label={t('flows.editor.addStage')} disabled={disabled || !chosen} onClick={addChosen} />
        </div>
      ) : (
        <div className="stage-list__add">
          <label htmlFor={`${id}-new`}>{t('flows.editor.newStage')}</label>
          <InputText id={`${id}-new`} value={newName} disabled={disabled} onChange={(e) => setNewName(e.target.value)} />
          <Button type="button" icon="pi pi-plus" label={t('flows.editor.addStage')} disabled={disabled || newName.trim() === ''} onClick={add} />
        </div>
      )}
      <h3 id={`${id}-edges`}>{t('flows.editor.transitions')}</h3>
      <ul aria-labelledby={`${id}-edges`} className="stage-list__items">
        {graph.edges.map((edge) => (
          <li key={edgeKey(edge)} className="stage-list__row">
            <span>{t('flows.editor.transition', { from: nameOf(edge.from), to: nameOf(edge.to) })}</span>
            <Button type="button" icon="pi pi-times" text severity="danger" disabled={disabled} aria-label={t('flows.editor.removeTransition', { from: nameOf(edge.from), to: nameOf(edge.to) })} onClick={() => onChange(disconnect(graph, edge))} />
          </li>
        ))}
      </ul>
      <div className="stage-list__add">
        <StagePicker label={t('flows.editor.from')} value={from} options={options} onChange={setFrom} disabled={disabled} />
        <StagePicker label={t('flows.editor.to')} value={to} options={options} onChange={setTo} disabled={disabled} />
        <Button type="button" icon="pi pi-arrow-right" label={t('flows.editor.addTransition')} disabled={disabled || !from || !to} onClick={addEdge} />
      </div>
    </div>
  );
}
