import { useState, type CSSProperties } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useGetCatalogWorkFlowsQuery } from '../../../../api/tags/catalog';
import { TextAreaInput } from '../../../../shared/forms/fields';
import { PageForm } from '../../../../shared/forms/PageForm';
import { usePageForm } from '../../../../shared/forms/usePageForm';
import { LIMITS } from '../../../../shared/validation/limits';
import { WorkflowGanttDialog } from '../../../../domain/workflows/gantt/WorkflowGanttDialog';
import type { GanttTarget } from '../../../../domain/workflows/gantt/ganttTarget';
import { createWorkOrderSchema, EMPTY_WORK_ORDER } from './createWorkOrderSchema';
import { useCreateWorkOrder } from './useCreateWorkOrder';
import { WorkFlowFields } from './WorkFlowFields';

const FIELD_GRID: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(17rem, 1fr))', gap: '1rem' };

/**
 * requirement/odt/create (ADM): a new enabling-service work order for a client's location, running one
 * of the client's workflows. A workflow without configured stages cannot be submitted; its definition
 * can be seen in the Gantt diagram before creating.
 */
export default function CreateWorkOrderPage() {
  const { t } = useTranslation();
  const [diagram, setDiagram] = useState<GanttTarget | null>(null);
  const page = usePageForm({ initialValues: EMPTY_WORK_ORDER, schema: createWorkOrderSchema, onSubmit: useCreateWorkOrder() });
  const { clientId, workFlowTypeId, workFlowId } = page.form.values;
  // The same cached list the workflow field shows: it tells whether the chosen workflow has stages.
  const workFlows = useGetCatalogWorkFlowsQuery({ clientId: clientId ?? 0, workFlowTypeId: workFlowTypeId ?? 0 }, { skip: clientId === null || workFlowTypeId === null });
  const workFlow = workFlows.currentData?.data.find((w) => w.id === workFlowId) ?? null;

  return (
    <section className="p-3 flex flex-column gap-3" aria-labelledby="create-work-order-title">
      <header className="flex flex-column gap-1">
        <h1 id="create-work-order-title" className="text-2xl font-semibold m-0">{t('routes.odtCreate')}</h1>
        <p className="m-0 text-700">{t('workOrders.create.intro')}</p>
      </header>
      <PageForm page={page} failureTitle={t('workOrders.create.error')} submitLabel={t('workOrders.create.submit')}
        canSubmit={workFlow === null || workFlow.stageCount > 0} className="surface-card border-round shadow-1 p-3">
        <div style={FIELD_GRID}>
          <WorkFlowFields workFlow={workFlow} />
        </div>
        <div>
          <Button type="button" outlined size="small" icon="pi pi-sitemap" label={t('workOrders.viewDiagram')} disabled={workFlowId === null}
            onClick={() => setDiagram({ workFlowId: workFlowId! })} />
        </div>
        <TextAreaInput name="description" label={t('workOrders.fields.description')} max={LIMITS.workOrders.descriptionMax} />
      </PageForm>
      <WorkflowGanttDialog target={diagram} onHide={() => setDiagram(null)} />
    </section>
  );
}
