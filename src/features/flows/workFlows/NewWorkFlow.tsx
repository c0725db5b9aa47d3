import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateWorkFlowMutation } from '../../../api/tags/catalog';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { BusyButton } from '../../../shared/ui/BusyButton';
import { FlowNameField, flowNameError } from './FlowNameField';

interface Props {
  clientId: number;
  workFlowTypeId: number;
  onCreated: (workFlowId: number) => void;
}

/** A new enabling-service flow of the chosen client and type, by name; its stages are added in the editor. */
export function NewWorkFlow({ clientId, workFlowTypeId, onCreated }: Props) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const [create, { isLoading }] = useCreateWorkFlowMutation();
  const [name, setName] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async () => {
    try {
      const created = await create({ workFlowCreateRequest: { clientId, workFlowTypeId, name: name.trim() } }).unwrap();
      setName('');
      onCreated(created.data.workFlowId);
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };

  return (
    <div className="flex flex-wrap align-items-end gap-2">
      <FlowNameField label={t('flows.board.newFlowName')} value={name} onChange={(value) => { setName(value); setRefusal(null); }} showError={name !== ''} />
      <BusyButton type="button" icon="pi pi-plus" label={t('flows.board.create')} busy={isLoading} disabled={flowNameError(t, name) !== null} onClick={() => void submit()} />
      {refusal && <p role="alert" className="p-error m-0 w-full">{refusal}</p>}
    </div>
  );
}
