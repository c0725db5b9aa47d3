import { useTranslation } from 'react-i18next';
import { useGetCatalogCurrenciesQuery, useGetCouriersQuery, useGetShipmentPriorityQuery } from '../../../api/tags/catalog';
import { NumberInput, QueryChoiceInput, TextInput } from '../../../shared/forms/fields';
import { LIMITS } from '../../../shared/validation/limits';

/** Enabled entries of a catalogue read as options. */
const optionsOf = (query: { data?: { data: { id: number; name: string; enabled: boolean }[] }; isLoading: boolean; error?: unknown }) => ({
  options: (query.data?.data ?? []).filter((e) => e.enabled).map((e) => ({ value: e.id, label: e.name })),
  loading: query.isLoading,
  error: query.error,
});

const useCurrencies = () => optionsOf(useGetCatalogCurrenciesQuery({ onlyEnabled: true }));
const useCouriers = () => optionsOf(useGetCouriersQuery());
const usePriorities = () => optionsOf(useGetShipmentPriorityQuery());

/** Cost and currency, guide number, courier and priority (spec 001 sections 2 and 5). */
export function HeaderFields() {
  const { t } = useTranslation();
  return (
    <>
      <NumberInput name="cost" label={t('shipments.fields.cost')} money hint={t('shipments.hints.cost')} />
      <QueryChoiceInput name="currencyId" label={t('shipments.fields.currency')} useOptions={useCurrencies} />
      <TextInput name="guideNumber" label={t('shipments.fields.guideNumber')} max={LIMITS.shipments.guideNumberMax} required />
      <QueryChoiceInput name="courierId" label={t('shipments.fields.courier')} useOptions={useCouriers} required />
      <QueryChoiceInput name="shipmentPriorityId" label={t('shipments.fields.priority')} useOptions={usePriorities} required />
    </>
  );
}
