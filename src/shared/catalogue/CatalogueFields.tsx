import { useTranslation } from 'react-i18next';
import { ColorInput, FlagInput, NumberInput, QueryChoiceInput, TextAreaInput, TextInput } from '../forms/fields';
import type { CatalogueField, CatalogueRow } from './catalogueTypes';
import { ImageInput } from './imageField';

/** The dialog's controls, one per field in the description's order, then the enabled switch. */
export function CatalogueFields({ fields, row = null }: { fields: readonly CatalogueField[]; row?: CatalogueRow | null }) {
  const { t } = useTranslation();
  return (
    <>
      {fields.map((field, index) => {
        const label = t(`catalogues.fields.${field.name}`);
        const required = field.required ?? false;
        switch (field.kind) {
          case 'text':
            return <TextInput key={field.name} name={field.name} label={label} max={field.max} required={required} autoFocus={index === 0} />;
          case 'textarea':
            return <TextAreaInput key={field.name} name={field.name} label={label} max={field.max} required={required} />;
          case 'integer':
            return <NumberInput key={field.name} name={field.name} label={label} min={field.min} max={field.max} required={required} hint={t('catalogues.range', { min: field.min, max: field.max })} />;
          case 'color':
            return <ColorInput key={field.name} name={field.name} label={label} required={required} />;
          case 'choice':
            return <QueryChoiceInput key={field.name} name={field.name} label={label} useOptions={field.useOptions} required={required} />;
          case 'image':
            return <ImageInput key={field.name} field={field} label={label} row={row} />;
        }
      })}
      <FlagInput name="enabled" label={t('catalogues.fields.enabled')} as="switch" />
    </>
  );
}
