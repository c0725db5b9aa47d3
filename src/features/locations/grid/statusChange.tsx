import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { geographyApi, type LocationRead as Location } from '../../../api/tags/geography';
import { TextAreaInput } from '../../../shared/forms/fields';
import { sentVersion, type Versioned } from '../../../shared/forms/conflict/versioned';
import type { FormStep } from '../../../shared/resource/resourceTypes';
import { LIMITS } from '../../../shared/validation/limits';
import { textRule } from '../../../shared/validation/rules';

export interface StatusChangeValues extends Versioned {
  changeReason: string;
}

const schema = yup.object({ changeReason: textRule({ required: true, max: LIMITS.locations.changeReasonMax }) });
/** The key of what the action does to the row: an enabled location is disabled, a disabled one enabled. */
const move = (row: Location) => (row.enabled ? 'disable' : 'enable');

function StatusChangeFields({ row }: { row: Location }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="mt-0">{t(`locations.statusChange.${move(row)}.message`, { name: row.name })}</p>
      <TextAreaInput name="changeReason" label={t('locations.fields.changeReason')} max={LIMITS.locations.changeReasonMax} required />
    </>
  );
}

/** Enables or disables a location, with the reason the logbook keeps, at the version it was read (setLocationEnabled). */
export const statusChange: FormStep<Location, StatusChangeValues> = {
  kind: 'form',
  header: (t, row) => t(`locations.statusChange.${move(row)}.title`, { name: row.name }),
  initialValues: (row) => ({ changeReason: '', rowVersion: row.rowVersion }),
  schema,
  Fields: StatusChangeFields,
  width: '32rem',
  useSave: () => {
    const [update] = geographyApi.endpoints.setLocationEnabled.useMutation();
    return (values, row) =>
      update({ id: row.locationId, locationEnabledUpdate: { enabled: !row.enabled, changeReason: values.changeReason.trim(), rowVersion: sentVersion(values) } }).unwrap();
  },
  done: (t, _values, row) => t(`locations.statusChange.${move(row)}.done`, { name: row.name }),
};
