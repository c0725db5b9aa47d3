import type { CSSProperties } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { useEnabledClientOptions } from '../../../domain/clients/useEnabledClientOptions';
import { LocationInput } from '../../../domain/locations/LocationInput';
import { ChoiceInput, DateInput, NumberInput, TextAreaInput, TextInput } from '../../../shared/forms/fields';
import { LIMITS } from '../../../shared/validation/limits';
import { RISK_LEVELS } from '../riskLevels';
import { useChangeTypeOptions } from '../useChangeTypeOptions';
import type { ChangeFormValues } from './changeFormValues';
import { useBoards, useCategoryOptions, usePriorityOptions, useProductOptions } from './useChangeOptions';

const FIELD_GRID: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(17rem, 1fr))', gap: '1rem' };

/**
 * The change's fields (spec 002 section 3). Client and location are picked at creation only (`placed` shows them
 * read-only on an edit); a new client or location clears the components, a new committee its member.
 */
export function ChangeFields({ placed }: { placed?: { clientName: string; locationName: string } }) {
  const { t } = useTranslation();
  const form = useFormikContext<ChangeFormValues>();
  const { clientId, locationId, cabId } = form.values;
  const clients = useEnabledClientOptions();
  const { boards, members } = useBoards(cabId);
  const products = useProductOptions(clientId, locationId);
  const label = (key: string) => t(`changes.fields.${key}`);
  const clear = (...fields: (keyof ChangeFormValues)[]) => fields.forEach((f) => void form.setFieldValue(f, Array.isArray(form.values[f]) ? [] : null));

  return (
    <>
      <div style={FIELD_GRID}>
        <TextInput name="name" label={label('name')} required max={LIMITS.changes.nameMax} />
        <ChoiceInput name="changeTypeId" label={label('type')} source={useChangeTypeOptions()} required />
        <ChoiceInput name="categoryId" label={label('category')} source={useCategoryOptions()} required />
        <ChoiceInput
          name="riskLevel"
          label={label('riskLevel')}
          source={{ options: RISK_LEVELS.map((value) => ({ value, label: t(`changes.riskLevels.${value}`) })), loading: false, error: undefined }}
          required
        />
        <ChoiceInput name="priorityId" label={label('priority')} source={usePriorityOptions()} required />
        <DateInput name="startDate" label={label('startDate')} showTime required />
        <DateInput name="endDate" label={label('endDate')} showTime required />
        <NumberInput name="unavailabilityMinutes" label={label('unavailability')} min={0} max={LIMITS.changes.unavailabilityMax} required />
        <ChoiceInput name="cabId" label={label('cab')} source={boards} required onPicked={() => clear('cabMemberUserId')} />
        <ChoiceInput
          name="cabMemberUserId"
          label={label('cabMember')}
          source={members}
          required
          disabled={cabId === null}
          placeholder={cabId === null ? t('changes.form.pickCabFirst') : undefined}
        />
        {placed ? (
          <>
            <p className="m-0"><span className="block text-600 text-sm">{label('client')}</span>{placed.clientName}</p>
            <p className="m-0"><span className="block text-600 text-sm">{label('location')}</span>{placed.locationName}</p>
          </>
        ) : (
          <>
            <ChoiceInput name="clientId" label={label('client')} source={clients} required onPicked={() => clear('locationId', 'productIds')} />
            <LocationInput name="locationId" label={label('location')} clientId={clientId} required />
          </>
        )}
      </div>
      <ChoiceInput
        name="productIds"
        label={label('products')}
        source={products}
        multiple
        disabled={locationId === null}
        hint={t('changes.form.productsHint')}
        problem={products.empty ? t('changes.form.noProducts') : null}
      />
      <TextAreaInput name="background" label={label('background')} max={LIMITS.changes.backgroundMax} />
    </>
  );
}
