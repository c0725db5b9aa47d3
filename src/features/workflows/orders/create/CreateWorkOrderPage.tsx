import { useId, useState, type CSSProperties } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useGetCatalogWorkFlowsQuery } from '../../../../api/tags/catalog';
import { TextAreaField } from '../../../../shared/ui/TextAreaField';
import { LIMITS } from '../../../../shared/validation/limits';
import { WorkflowGanttDialog } from '../../../../domain/workflows/gantt/WorkflowGanttDialog';
import type { GanttTarget } from '../../../../domain/workflows/gantt/ganttTarget';
import { createWorkOrderSchema, EMPTY_WORK_ORDER, type CreateWorkOrderValues } from './createWorkOrderSchema';
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
  const descriptionId = useId();
  const { submit, failure } = useCreateWorkOrder();
  const [diagram, setDiagram] = useState<GanttTarget | null>(null);
  const form = useFormik<CreateWorkOrderValues>({ initialValues: EMPTY_WORK_ORDER, validationSchema: createWorkOrderSchema, onSubmit: submit });
  const { clientId, workFlowTypeId, workFlowId } = form.values;
  // The same cached list the workflow field shows: it tells whether the chosen workflow has stages.
  const workFlows = useGetCatalogWorkFlowsQuery({ clientId: clientId ?? 0, workFlowTypeId: workFlowTypeId ?? 0 }, { skip: clientId === null || workFlowTypeId === null });

  const workFlow = workFlows.currentData?.data.find((w) => w.id === workFlowId) ?? null;
  const runnable = workFlow === null || workFlow.stageCount > 0;
  const showInvalid = form.submitCount > 0 && !form.isValid && !form.isSubmitting;
  const errorOf = (field: keyof CreateWorkOrderValues): string | null => {
    const key = form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined;
    return typeof key === 'string' ? t(key, { max: LIMITS.workOrders.descriptionMax }) : null;
  };

  return (
    <section className="p-3 flex flex-column gap-3" aria-labelledby="create-work-order-title">
      <header className="flex flex-column gap-1">
        <h1 id="create-work-order-title" className="text-2xl font-semibold m-0">{t('routes.odtCreate')}</h1>
        <p className="m-0 text-700">{t('workOrders.create.intro')}</p>
      </header>
      {failure && (
        <div role="alert" className="p-3 border-round bg-red-50 text-red-800">
          <strong>{t('workOrders.create.error')}:</strong> {failure}
        </div>
      )}
      <form className="surface-card border-round shadow-1 p-3 flex flex-column gap-3" noValidate onSubmit={form.handleSubmit} aria-busy={form.isSubmitting}>
        <div style={FIELD_GRID}>
          <WorkFlowFields form={form} workFlow={workFlow} errorOf={errorOf} />
        </div>
        <div>
          <button type="button" className="p-button p-button-outlined p-button-sm" disabled={workFlowId === null} onClick={() => setDiagram({ workFlowId: workFlowId! })}>
            <span className="pi pi-sitemap mr-2" aria-hidden="true" />
            {t('workOrders.viewDiagram')}
          </button>
        </div>
        <TextAreaField
          id={descriptionId}
          name="description"
          label={t('workOrders.fields.description')}
          value={form.values.description}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          error={errorOf('description')}
          rows={4}
          max={LIMITS.workOrders.descriptionMax}
        />
        {showInvalid && (
          <p role="alert" className="p-error m-0">
            {t('workOrders.create.fixErrors')}
          </p>
        )}
        <div className="flex gap-2 justify-content-end">
          <button type="button" className="p-button p-button-text" disabled={form.isSubmitting} onClick={() => form.resetForm()}>
            {t('workOrders.create.clear')}
          </button>
          <button type="submit" className="p-button" disabled={form.isSubmitting || !runnable}>
            <span className={`pi ${form.isSubmitting ? 'pi-spin pi-spinner' : 'pi-check'} mr-2`} aria-hidden="true" />
            {t(form.isSubmitting ? 'workOrders.create.submitting' : 'workOrders.create.submit')}
          </button>
        </div>
      </form>
      <WorkflowGanttDialog target={diagram} onHide={() => setDiagram(null)} />
    </section>
  );
}
