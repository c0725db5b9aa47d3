import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../core/errors/useApiErrorMessage';
import { versionConflict } from '../../core/errors/versionConflict';
import { StageGraphEditor } from '../../shared/diagram/stageGraph/StageGraphEditor';
import { stageGraphProblems } from '../../shared/diagram/stageGraph/stageGraphRules';
import type { StageChoice } from '../../shared/diagram/stageGraph/StageList';
import type { StageGraph } from '../../shared/diagram/stageGraph/stageGraphTypes';
import { BusyButton } from '../../shared/ui/BusyButton';
import { useToast } from '../../shared/ui/ToastProvider';
import { LIMITS } from '../../shared/validation/limits';

interface Props {
  /** The flow as read; the screen mounts the editor again (`key`) when a new version arrives. */
  source: StageGraph;
  label: string;
  /** Stages picked from a catalogue (statuses, change stages) instead of named here. */
  choices?: StageChoice[];
  mayEdit: boolean;
  /** Fields saved with the graph (a flow's name), above it; `blocked` while one of them is wrong. */
  header?: ReactNode;
  blocked?: boolean;
  /** Sends the graph; rejects with the request's error (unwrap). */
  onSave: (graph: StageGraph) => Promise<unknown>;
}

/**
 * One flow's editor with its save: the stage graph, its problems holding the save back, and the service's
 * refusal written under it (the sandbox and the service check the same rules, naming the stage).
 */
export function FlowEditor({ source, label, choices, mayEdit, header, blocked = false, onSave }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [graph, setGraph] = useState(source);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const problems = useMemo(() => stageGraphProblems(graph, { nameMax: LIMITS.flows.stageNameMax }), [graph]);

  const change = (next: StageGraph) => {
    setGraph(next);
    setRefusal(null);
  };
  const save = async () => {
    setSaving(true);
    try {
      await onSave(graph);
      toast({ severity: 'success', summary: t('flows.saved', { name: label }) });
    } catch (error) {
      // A stale save: the screen reads the flow as the other person saved it and mounts the editor afresh, so the
      // toast (which outlives this editor) says why the drawing changed.
      if (versionConflict(error)) toast({ severity: 'warn', summary: t('flows.stale') });
      else setRefusal(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="flex flex-column gap-2">
      {header}
      <StageGraphEditor graph={graph} problems={problems} onChange={change} label={label} choices={choices} disabled={!mayEdit || saving} />
      {refusal && <p role="alert" className="p-error m-0">{refusal}</p>}
      {mayEdit && (
        <div>
          <BusyButton type="button" icon="pi pi-save" label={t('flows.save')} busy={saving} disabled={problems.length > 0 || blocked} onClick={() => void save()} />
        </div>
      )}
    </div>
  );
}
