import type { TFunction } from 'i18next';
import { geographyApi, type PostalCodeRecordRead as PostalCode, type SearchGeographyPostalCodesApiArg } from '../../../../api/tags/geography';
import { useAccessList } from '../../../../auth/useAccessList';
import { isApiError } from '../../../../core/errors/apiError';
import { cataloguePermissions, catalogueRouteId } from '../../../../core/routes/catalogueTable';
import { sentVersion } from '../../../../shared/forms/conflict/versioned';
import { ResourceScreen } from '../../../../shared/resource/ResourceScreen';
import type { ConfirmStep, FormStep, ResourceDescription } from '../../../../shared/resource/resourceTypes';
import { createOrUpdate, savedToast } from '../../../../shared/resource/saveSteps';
import { named } from '../../../../shared/resource/texts';
import { LIMITS } from '../../../../shared/validation/limits';
import { postalCodeColumns } from './postalCodeColumns';
import { PostalCodeFields } from './PostalCodeFields';
import { postalCodeFilter, toPostalCodeSearchArg, type PostalCodeFilterValues } from './postalCodeFilter';
import { EMPTY_POSTAL_CODE, postalCodeSchema, postalCodeValues, type PostalCodeValues } from './postalCodeSchema';

const PERMISSIONS = cataloguePermissions('postalCodes');
const WRITE = [PERMISSIONS.create];
const codeOf = (row: PostalCode) => row.postalCode;
const { endpoints } = geographyApi;

const updateArg = (values: PostalCodeValues, row: PostalCode) => ({
  postalCodeUpdate: { id: row.id, postalCode: values.postalCode, municipalityId: values.municipalityId!, enabled: values.enabled, rowVersion: sentVersion(values) },
});

const form: FormStep<PostalCode | null, PostalCodeValues> = {
  kind: 'form',
  header: (t, row) => (row ? t('locations.postalCodes.editTitle', { name: row.postalCode }) : t('locations.postalCodes.createTitle')),
  initialValues: (row) => (row ? postalCodeValues(row) : EMPTY_POSTAL_CODE),
  schema: postalCodeSchema,
  Fields: PostalCodeFields,
  useSave: createOrUpdate({
    create: endpoints.createGeographyPostalCode,
    createArg: (values: PostalCodeValues) => ({ postalCodeWrite: { postalCode: values.postalCode, municipalityId: values.municipalityId! } }),
    update: endpoints.updateGeographyPostalCode,
    updateArg,
  }),
  done: savedToast('locations.postalCodes.done.created', 'locations.postalCodes.done.updated', (values) => values.postalCode),
};

/** Enables or disables a code: a disabled one no longer looks up, so new locations cannot take it. */
const toggle: ConfirmStep<PostalCode> = {
  kind: 'confirm',
  header: (t, row) => t(row.enabled ? 'locations.postalCodes.confirmDisable.header' : 'locations.postalCodes.confirmEnable.header'),
  message: (t, row) => t(row.enabled ? 'locations.postalCodes.confirmDisable.message' : 'locations.postalCodes.confirmEnable.message', { name: row.postalCode }),
  confirmLabel: (t, row) => t(row.enabled ? 'locations.postalCodes.confirmDisable.confirm' : 'locations.postalCodes.confirmEnable.confirm'),
  icon: (row) => (row.enabled ? 'pi pi-ban' : 'pi pi-check-circle'),
  useRun: () => {
    const [save] = endpoints.updateGeographyPostalCode.useMutation();
    return (row) => save(updateArg({ ...postalCodeValues(row), enabled: !row.enabled }, row)).unwrap();
  },
  done: (t, row) => t(row.enabled ? 'locations.postalCodes.done.disabled' : 'locations.postalCodes.done.enabled', { name: row.postalCode }),
};

/** A complete code that does not exist, in the spec's words (002 section 8) and the user's language. */
const missingCode = (error: unknown, t: TFunction) =>
  isApiError(error) && error.status === 404 && (error.data as { detail?: unknown } | undefined)?.detail === 'postalCode'
    ? { ...error, message: t('locations.postalCodeMissing') }
    : error;

/** `postalCodes`: the geography service's postal codes with their municipality, state and region, searched, created and edited. */
const POSTAL_CODES: ResourceDescription<PostalCode, PostalCodeFilterValues, SearchGeographyPostalCodesApiArg> = {
  id: catalogueRouteId('postalCodes'),
  title: (t) => t(`routes.${catalogueRouteId('postalCodes')}`),
  rowKey: 'id',
  rowName: codeOf,
  columns: postalCodeColumns,
  search: {
    endpoint: endpoints.searchGeographyPostalCodes,
    toArg: toPostalCodeSearchArg,
    pageSizes: LIMITS.catalogues.pageSizes,
    defaultSort: { field: 'postalCode', order: 'asc' },
  },
  filter: { description: postalCodeFilter, remember: true },
  pageActions: [{ id: 'create', permissions: WRITE, primary: true, label: (t) => t('locations.postalCodes.create'), does: form }],
  rowActions: [
    { id: 'edit', permissions: WRITE, icon: 'pi pi-pencil', label: named('locations.postalCodes.actions.edit', codeOf), title: (t) => t('locations.postalCodes.actions.editShort'), does: form },
    {
      id: 'toggle', permissions: WRITE, icon: (row) => (row.enabled ? 'pi pi-ban' : 'pi pi-check-circle'),
      label: (t, row) => t(row.enabled ? 'locations.postalCodes.actions.disable' : 'locations.postalCodes.actions.enable', { name: row.postalCode }),
      title: (t, row) => t(row.enabled ? 'locations.postalCodes.actions.disableShort' : 'locations.postalCodes.actions.enableShort'),
      does: toggle,
    },
  ],
  refusal: missingCode,
  exports: (t) => ({ fileBaseName: t('locations.postalCodes.exportFileName') }),
  emptyMessage: (t) => t('locations.postalCodes.empty'),
};

export default function PostalCodesPage() {
  const { can } = useAccessList();
  return <ResourceScreen description={POSTAL_CODES} can={can} />;
}
