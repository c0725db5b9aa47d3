import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { ChoiceInput } from '../../shared/forms/fields';
import { useAuditPlaceOptions, useAuditTypeOptions, usePlaceTypeOptions } from './auditOptions';
import type { PlanAuditValues } from './planAudit';

/** The plan's dialog: the audit type, then the kind of place and the place (its list follows the kind). */
export function PlanAuditFields() {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<PlanAuditValues>();
  const types = useAuditTypeOptions();
  const placeTypes = usePlaceTypeOptions();
  const places = useAuditPlaceOptions(values.placeType);
  return (
    <>
      <ChoiceInput name="auditTypeId" label={t('audits.fields.auditTypeName')} source={types} required />
      <ChoiceInput name="placeType" label={t('audits.fields.placeType')} source={placeTypes} required onPicked={() => void setFieldValue('placeId', null)} />
      <ChoiceInput name="placeId" label={t('audits.fields.placeName')} source={places} required disabled={!values.placeType} />
    </>
  );
}
