import { useMemo } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { WATERMARK_FACTS } from '../../../domain/clients/watermark/watermarkLayout';
import { ColorInput, FlagInput, NumberInput, RadioGroupInput, TextInput } from '../../../shared/forms/fields';
import { LIMITS } from '../../../shared/validation/limits';
import { SHOW_FIELDS, styleOf, type WatermarkValues } from './watermarkSchema';
import { useFactLabels, WatermarkPreview } from './WatermarkPreview';

/** The watermark editor: its style and optional lines on one side, the live preview on the other. */
export function WatermarkFields() {
  const { t } = useTranslation();
  const { values } = useFormikContext<WatermarkValues>();
  const labels = useFactLabels();
  const style = useMemo(() => styleOf(values), [values]);
  const sizes = useMemo(() => (['small', 'medium', 'large'] as const).map((value) => ({ value, label: t(`watermark.fontSizes.${value}`) })), [t]);
  const label = (field: string) => t(`watermark.fields.${field}`);
  return (
    <div className="grid">
      <div className="col-12 lg:col-6 flex flex-column gap-3">
        <TextInput name="text" label={label('text')} max={LIMITS.clients.watermarkTextMax} required autoFocus />
        <div className="grid">
          <div className="col-6">
            <ColorInput name="backgroundColor" label={label('backgroundColor')} required />
          </div>
          <div className="col-6">
            <ColorInput name="textColor" label={label('textColor')} required />
          </div>
        </div>
        <NumberInput name="opacity" label={label('opacity')} hint={t('watermark.opacityHint')} required />
        <RadioGroupInput name="fontSize" label={label('fontSize')} options={sizes} inline required />
        <fieldset className="border-none p-0 m-0 flex flex-column gap-2">
          <legend className="font-semibold mb-2">{label('facts')}</legend>
          {WATERMARK_FACTS.map((fact) => (
            <FlagInput key={fact} name={SHOW_FIELDS[fact]} label={labels[fact]} />
          ))}
        </fieldset>
      </div>
      <div className="col-12 lg:col-6">
        <WatermarkPreview style={style} />
      </div>
    </div>
  );
}
