import { useTranslation } from 'react-i18next';
import { ColorInput, FlagInput, NumberInput, QueryChoiceInput, TextAreaInput, TextInput } from '../forms/fields';
import type { CatalogueField, CatalogueRow } from './catalogueTypes';
import { DependentChoiceInput } from './DependentChoiceInput';
import { ImageInput } from './imageField';

interface CatalogueFieldsProps {
  fields: readonly CatalogueField[];
  row?: CatalogueRow | null;
  /** false leaves out the enabled switch (a row's own form edits only its fields). */
  withEnabled?: boolean;
}

/** The dialog's controls, one per field in the description's order, then the enabled switch. */
export function CatalogueFields({ fields, row = null, withEnabled = true }: CatalogueFieldsProps) {
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
          case 'flag':
            return <FlagInput key={field.name} name={field.name} label={label} />;
          case 'choice':
            return 'dependsOn' in field ? (
              <DependentChoiceInput key={field.name} name={field.name} label={label} options={field} required={required} />
            ) : (
              <QueryChoiceInput key={field.name} name={field.name} label={label} useOptions={field.useOptions} required={required} />
            );
          case 'image':
            return <ImageInput key={field.name} field={field} label={label} row={row} />;
        }
      })}
      {withEnabled && <FlagInput name="enabled" label={t('catalogues.fields.enabled')} as="switch" />}
    </>
  );
}
