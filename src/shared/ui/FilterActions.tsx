import { Button } from 'primereact/button';
import { classNames } from 'primereact/utils';
import { useTranslation } from 'react-i18next';

/**
 * The search and clear buttons a grid's filter form ends with. The form submits on search; clearing is the
 * filter's own (it knows its empty value and what else to reset). A filter applied as it changes has no search button,
 * one that must always hold a value no clear button.
 */
export function FilterActions({ onClear, className, search = true, clear = true }: { onClear: () => void; className?: string; search?: boolean; clear?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={classNames('flex gap-2', className)}>
      {search && <Button type="submit" icon="pi pi-search" label={t('grid.filter.search')} />}
      {clear && <Button type="button" outlined severity="secondary" label={t('grid.filter.clear')} onClick={onClear} />}
    </div>
  );
}
