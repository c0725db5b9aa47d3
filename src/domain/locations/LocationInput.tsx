import { useState } from 'react';
import { AutoComplete } from 'primereact/autocomplete';
import { useTranslation } from 'react-i18next';
import { useLazyGetCatalogClientLocationsQuery, type ClientLocation } from '../../api/tags/catalog';
import { useApiErrorMessage } from '../../core/errors/useApiErrorMessage';
import { describedBy, FieldFrame, useBoundField } from '../../shared/forms/fields';
import { LIMITS } from '../../shared/validation/limits';

interface LocationInputProps {
  /** The form's field holding the picked location's id (null until a suggestion is picked). */
  name: string;
  label: string;
  /** Whose locations are searched; null: nothing to search yet, the field waits (disabled) for the client. */
  clientId: number | null;
  required?: boolean;
}

const detailsOf = (l: ClientLocation) => [l.comercialName, l.postalCode, l.municipalityName, l.countryStateName].filter(Boolean).join(' · ');

/**
 * A client's location bound to Formik by name (its id), searched on the server (a client has hundreds):
 * by name, commercial name, postal code, municipality or state. Only a picked suggestion counts; typed
 * text alone is no location. Another client starts afresh: what was typed, found or refused goes.
 */
export function LocationInput({ clientId, ...props }: LocationInputProps) {
  return <ClientLocationSearch key={clientId ?? 'none'} clientId={clientId} {...props} />;
}

function ClientLocationSearch({ name, label, clientId, required = false }: LocationInputProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const { id, value, error, helpers, disabled: saving } = useBoundField<number | null>(name);
  const [search] = useLazyGetCatalogClientLocationsQuery();
  const [typed, setTyped] = useState<ClientLocation | string>('');
  const [found, setFound] = useState<{ items: ClientLocation[]; total: number }>({ items: [], total: 0 });
  const [loadError, setLoadError] = useState<string | null>(null);
  // The form may drop the pick (a reset, a cleared client): a location it no longer holds is not shown.
  const shown = typeof typed === 'object' && typed.id !== value ? '' : typed;
  const picked = typeof shown === 'object' ? shown : null;
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
    <FieldFrame id={id} label={label} required={required} error={shownError} hint={hint}>
      <AutoComplete
        inputId={id}
        name={name}
        value={shown}
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
          setTyped(next);
          void helpers.setValue(typeof next === 'object' ? next.id : null);
        }}
        onBlur={() => void helpers.setTouched(true)}
        dropdown
        dropdownAriaLabel={t('ticketCreate.locationShowAll')}
        forceSelection
        showEmptyMessage
        emptyMessage={t('ticketCreate.empty.locations')}
        disabled={clientId === null || saving}
        placeholder={t(clientId === null ? 'ticketCreate.placeholders.clientFirst' : 'ticketCreate.placeholders.location')}
        className="w-full"
        inputClassName={`w-full ${shownError ? 'p-invalid' : ''}`}
        aria-required={required}
        aria-invalid={Boolean(shownError)}
        aria-describedby={describedBy(id, shownError, Boolean(hint))}
      />
    </FieldFrame>
  );
}
