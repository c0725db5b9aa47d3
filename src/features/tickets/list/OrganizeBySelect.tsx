import { useId } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { useGetTicketStatusCategoriesQuery } from '../../../api/tags/catalog';
import { useAccessList } from '../../../auth/useAccessList';
import { PERMISSIONS } from '../../../auth/permissionNames';
import { CATEGORY, type StatusCategoryId } from '../../../domain/tickets/search/ticketListConfig';
import { useCategoryName } from '../../../domain/tickets/status/useStatusNames';
import { useComboboxExpanded } from '../../../shared/ui/primeReaderFixes';

/**
 * The organize-by views this user is offered: the status categories of the catalogue, programmed only with
 * its permission. Null while the catalogue or the permissions load.
 */
export function useOrganizeByOptions(): { label: string; value: StatusCategoryId }[] | null {
  const access = useAccessList();
  const categoryName = useCategoryName();
  const { data, isLoading } = useGetTicketStatusCategoriesQuery();
  if (isLoading || access.isLoading) return null;
  return (data?.data ?? [])
    .filter((c) => c.id !== CATEGORY.programmed || access.can([PERMISSIONS.ticketProgrammedSearch]))
    .map((c) => ({ label: categoryName(c.id, c.name), value: c.id as StatusCategoryId }));
}

/** Organize-by: the status categories of the catalogue; programmed needs its own permission. */
export function OrganizeBySelect({ value, onChange }: { value: StatusCategoryId; onChange: (id: StatusCategoryId) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const expanded = useComboboxExpanded();
  const options = useOrganizeByOptions();
  return (
    <span className="flex align-items-center gap-2">
      <label htmlFor={id} className="font-medium white-space-nowrap">{t('tickets.organizeBy')}</label>
      <Dropdown {...expanded} inputId={id} value={value} options={options ?? []} loading={options === null} onChange={(e) => onChange(e.value as StatusCategoryId)} className="w-14rem" />
    </span>
  );
}
