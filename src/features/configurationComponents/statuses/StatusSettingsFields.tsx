import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComponentStatusId } from '../../../api/tags/product';
import { componentStatusNameIn } from '../../../domain/inventory/componentStatuses';
import { ColorInput, FlagInput, TextInput } from '../../../shared/forms/fields';
import { LIMITS } from '../../../shared/validation/limits';
import { fieldOf } from './statusConfigurationValues';

const CARDS: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))', gap: '1rem' };

/**
 * One group per status: enabled, may start a new component, its names in both languages and its colour. Each label
 * names the status, so a field reads alone (screen readers, the conflict dialog's list of fields).
 */
export function StatusSettingsFields({ ids }: { ids: readonly ComponentStatusId[] }) {
  const { t } = useTranslation();
  const statusName = componentStatusNameIn(t);
  const label = (key: string, id: number) => t(`components.statuses.fields.${key}`, { status: statusName(id) });
  return (
    <div style={CARDS}>
      {ids.map((id) => (
        <fieldset key={id} className="surface-card border-1 surface-border border-round p-3 m-0 flex flex-column gap-2">
          <legend className="font-semibold px-1">{statusName(id)}</legend>
          <FlagInput name={fieldOf.enabled(id)} label={label('enabled', id)} as="switch" />
          <FlagInput name={fieldOf.forCreation(id)} label={label('forCreation', id)} />
          <TextInput name={fieldOf.nameEs(id)} label={label('nameEs', id)} max={LIMITS.components.statusNameMax} stopAtMax={false} required />
          <TextInput name={fieldOf.nameEn(id)} label={label('nameEn', id)} max={LIMITS.components.statusNameMax} stopAtMax={false} required />
          <ColorInput name={fieldOf.color(id)} label={label('color', id)} required />
        </fieldset>
      ))}
    </div>
  );
}
