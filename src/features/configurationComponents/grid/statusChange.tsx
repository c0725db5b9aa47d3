import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import {
  productApi,
  useGetProductStatusConfigurationQuery,
  type ComponentStatusId,
  type ProductRead as Product,
} from '../../../api/tags/product';
import { componentStatusNameIn } from '../../../domain/inventory/componentStatuses';
import { ChoiceInput, ReadOnlyField, TextAreaInput } from '../../../shared/forms/fields';
import type { OptionSource } from '../../../shared/forms/fields/options';
import { sentVersion, type Versioned } from '../../../shared/forms/conflict/versioned';
import type { FormStep } from '../../../shared/resource/resourceTypes';
import { LIMITS } from '../../../shared/validation/limits';
import { requiredIdRule, textRule } from '../../../shared/validation/rules';

export interface StatusChangeValues extends Versioned {
  componentStatusId: ComponentStatusId | null;
  reason: string;
}

const schema = yup.object({
  componentStatusId: requiredIdRule(),
  reason: textRule({ required: true, max: LIMITS.components.statusReasonMax }),
});

/** The enabled statuses the status configuration allows from the component's own (the service refuses any other). */
function useNextStatusOptions(from: ComponentStatusId): OptionSource<number> {
  const { t } = useTranslation();
  const configuration = useGetProductStatusConfigurationQuery();
  const options = useMemo(() => {
    const data = configuration.data?.data;
    if (!data) return [];
    const statusName = componentStatusNameIn(t);
    const enabled = new Map(data.statuses.filter((s) => s.enabled).map((s) => [s.componentStatusId, s]));
    return data.transitions
      .filter((transition) => transition.fromStatusId === from && enabled.has(transition.toStatusId))
      .map((transition) => ({ value: transition.toStatusId, label: statusName(transition.toStatusId, enabled.get(transition.toStatusId)!.nameEs) }));
  }, [configuration.data, from, t]);
  return { options, loading: configuration.isLoading, error: configuration.error };
}

function StatusChangeFields({ row }: { row: Product }) {
  const { t } = useTranslation();
  const next = useNextStatusOptions(row.componentStatusId);
  return (
    <>
      <ReadOnlyField label={t('components.grid.status.current')} value={componentStatusNameIn(t)(row.componentStatusId, row.componentStatusName)} />
      <ChoiceInput
        name="componentStatusId"
        label={t('components.grid.status.next')}
        source={next}
        required
        emptyMessage={t('components.grid.status.noneAllowed')}
      />
      <TextAreaInput name="reason" label={t('components.grid.status.reason')} max={LIMITS.components.statusReasonMax} required />
    </>
  );
}

/** A status change to one the status configuration allows, sent with the row version it was read at (updateProductStatus). */
export const statusChange: FormStep<Product, StatusChangeValues> = {
  kind: 'form',
  header: (t, row) => t('components.grid.status.title', { serial: row.serialNumber }),
  initialValues: (row) => ({ componentStatusId: null, reason: '', rowVersion: row.rowVersion }),
  schema,
  Fields: StatusChangeFields,
  width: '36rem',
  useSave: () => {
    const [update] = productApi.endpoints.updateProductStatus.useMutation();
    return (values, row) =>
      update({
        productStatusChange: { productId: row.productId, componentStatusId: values.componentStatusId!, reason: values.reason.trim(), rowVersion: sentVersion(values) },
      }).unwrap();
  },
  done: (t, values, row) => t('components.grid.status.done', { serial: row.serialNumber, status: componentStatusNameIn(t)(values.componentStatusId) }),
};
