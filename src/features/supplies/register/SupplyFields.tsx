import { useTranslation } from 'react-i18next';
import type { SupplyRowRead } from '../../../api/tags/product';
import { ChoiceInput, FlagInput, NumberInput, TextInput } from '../../../shared/forms/fields';
import { LIMITS } from '../../../shared/validation/limits';
import { useUnitOptions } from './unitOptions';

const { nameMax, codeMax } = LIMITS.supplies;

/** The supply dialog's fields, bound to its form (the schema holds the rules). */
export function SupplyFields({ row }: { row: SupplyRowRead | null }) {
  const { t } = useTranslation();
  const units = useUnitOptions(row?.unitOfMeasurement ?? null);
  const label = (field: string) => t(`supplies.fields.${field}`);
  return (
    <>
      <TextInput name="name" label={label('name')} max={nameMax} stopAtMax={false} required autoFocus />
      <TextInput name="code" label={label('code')} max={codeMax} stopAtMax={false} required />
      <ChoiceInput name="unitOfMeasurement" label={label('unitOfMeasurement')} source={units} required />
      {/* Texts and decimals past the limits are kept and explained, never cut or clamped (a paste, a third decimal). */}
      <NumberInput name="unitCost" label={label('unitCost')} money hint={t('supplies.hints.unitCost')} required />
      <FlagInput name="enabled" label={label('enabled')} as="switch" />
    </>
  );
}
