import { ariaLabel } from 'primereact/api';
import { Dropdown } from 'primereact/dropdown';
import type { PaginatorRowsPerPageDropdownOptions, PaginatorTemplateOptions } from 'primereact/paginator';
import { DROPDOWN_READER_PT } from './primeReaderFixes';

/**
 * The kit's paginator layout. PrimeReact 10.9's own rows-per-page dropdown reads its label from a private
 * copy of the English locale ("Jump to Page Dropdown", whatever the language), so the kit draws it with
 * the locale's rowsPerPageLabel.
 */
export const PAGINATOR_TEMPLATE: PaginatorTemplateOptions = {
  layout: 'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport',
  RowsPerPageDropdown: (options: PaginatorRowsPerPageDropdownOptions) => (
    <Dropdown
      value={options.value}
      options={options.options}
      onChange={options.onChange}
      appendTo={options.appendTo}
      disabled={options.disabled}
      aria-label={ariaLabel('rowsPerPageLabel', {})}
      pt={DROPDOWN_READER_PT}
    />
  ),
};
