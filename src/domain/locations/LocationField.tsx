import { useState } from 'react';
import { AutoComplete } from 'primereact/autocomplete';
import { useTranslation } from 'react-i18next';
import { useLazyGetCatalogClientLocationsQuery, type ClientLocation } from '../../api/tags/catalog';
import { useApiErrorMessage } from '../../core/errors/useApiErrorMessage';
import { LIMITS } from '../../shared/validation/limits';
import { describedBy, FormField } from '../../shared/forms/FormField';

interface LocationFieldProps {
  id: string;
  clientId: number | null;
  onChange: (locationId: number | null) => void;
  error: string | null;
}

const detailsOf = (l: ClientLocation) => [l.comercialName, l.postalCode, l.municipalityName, l.countryStateName].filter(Boolean).join(' · ');

/**
 * The client's location, searched on the server (a client has hundreds): by name, commercial name,
 * postal code, municipality or state. Only a picked suggestion counts; typed text alone is no location.
 */
export function LocationField({ id, clientId, onChange, error }: LocationFieldProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const [search] = useLazyGetCatalogClientLocationsQuery();
  const [value, setValue] = useState<ClientLocation | string>('');
  const [found, setFound] = useState<{ items: ClientLocation[]; total: number }>({ items: [], total: 0 });
  const [loadError, setLoadError] = useState<string | null>(null);
  const picked = typeof value === 'object' ? value : null;
  const shownError = loadError ?? error;

  const complete = async (query: string) => {
    if (clientId === null) return;
    const text = query.trim().slice(0, LIMITS.ticketCreate.locationSearchMax);
    const answer = await search({ clientId, text: text || undefined, pageSize: LIMITS.ticketCreate.locationPageSize }, true);
    if (answer.error || !answer.data) {
      setLoadError(errorMessage(answer.error));
      setFound({ items: [], total: 0 });
      return;
    }
    setLoadError(null);
    // A fresh array each time, so the suggestions open again for a cached answer.
    setFound({ items: [...answer.data.data.items], total: answer.data.data.totalCount });
  };

  const hint = picked
    ? (picked.addressFull ?? detailsOf(picked))
    : found.total > found.items.length
      ? t('ticketCreate.locationsMore', { shown: found.items.length, total: found.total })
      : clientId === null
        ? null
        : t('ticketCreate.locationHint');

  return (
    <FormField id={id} label={t('ticketCreate.fields.location')} required error={shownError} hint={hint}>
      <AutoComplete
        inputId={id}
        value={value}
        suggestions={found.items}
        completeMethod={(e) => void complete(e.query)}
        field="name"
        itemTemplate={(l: ClientLocation) => (
          <div className="flex flex-column">
            <span className="font-medium">{l.name}</span>
            <small className="text-600">{detailsOf(l)}</small>
          </div>
        )}
        onChange={(e) => {
          const next = (e.value as ClientLocation | string | null) ?? '';
          setValue(next);
          onChange(typeof next === 'object' ? next.id : null);
        }}
        dropdown
        dropdownAriaLabel={t('ticketCreate.locationShowAll')}
        forceSelection
        showEmptyMessage
        emptyMessage={t('ticketCreate.empty.locations')}
        disabled={clientId === null}
        placeholder={t(clientId === null ? 'ticketCreate.placeholders.clientFirst' : 'ticketCreate.placeholders.location')}
        className="w-full"
        inputClassName={`w-full ${shownError ? 'p-invalid' : ''}`}
        aria-required
        aria-invalid={Boolean(shownError)}
        aria-describedby={describedBy(id, shownError, Boolean(hint))}
      />
    </FormField>
  );
}
