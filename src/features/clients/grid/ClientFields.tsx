import { useTranslation } from 'react-i18next';
import type { ClientProfileRead } from '../../../api/tags/catalog';
import { ChoiceInput, FlagInput, StoredImageInput, TextAreaInput, TextInput } from '../../../shared/forms/fields';
import { LIMITS } from '../../../shared/validation/limits';
import { useClassificationOptions } from '../clientOptions';

const { numberMax, nameMax, descriptionMax } = LIMITS.clients;

/** The client dialog's fields, bound to its form (the schema holds the rules). */
export function ClientFields({ row }: { row: ClientProfileRead | null }) {
  const { t } = useTranslation();
  const classifications = useClassificationOptions(true, row?.clientClassificationId ?? null);
  const label = (field: string) => t(`clients.fields.${field}`);
  return (
    <>
      <div className="grid">
        <div className="col-12 md:col-4">
          <TextInput name="number" label={label('number')} max={numberMax} required autoFocus />
        </div>
        <div className="col-12 md:col-8">
          <TextInput name="name" label={label('name')} max={nameMax} required />
        </div>
      </div>
      <TextAreaInput name="description" label={label('description')} max={descriptionMax} />
      <ChoiceInput name="clientClassificationId" label={label('clientClassificationId')} source={classifications} clearable />
      <StoredImageInput name="logo" label={t('clients.fields.logoUpload')} extensions={LIMITS.imageExtensions} storedName={row?.logoFileName ?? ''} />
      <FlagInput name="enabled" label={label('enabled')} as="switch" />
    </>
  );
}
