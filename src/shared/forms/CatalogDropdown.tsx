import { Dropdown } from 'primereact/dropdown';
import { useComboboxExpanded } from '../ui/primeReaderFixes';
import { describedBy, FormField } from './FormField';

export interface CatalogOption {
  value: number;
  label: string;
}

interface CatalogDropdownProps {
  id: string;
  label: string;
  value: number | null;
  options: CatalogOption[];
  onChange: (value: number) => void;
  placeholder: string;
  emptyMessage: string;
  error: string | null;
  /** Why the catalogue could not be read, already readable; null when it loaded. */
  loadError?: string | null;
  loading?: boolean;
  disabled?: boolean;
  required?: boolean;
}

/** A required pick from a catalogue, with its loading, empty, load-error and validation states. */
export function CatalogDropdown(props: CatalogDropdownProps) {
  const { id, error, loadError = null } = props;
  const shown = loadError ?? error;
  const expanded = useComboboxExpanded();
  return (
    <FormField id={id} label={props.label} required={props.required ?? true} error={shown}>
      <Dropdown
        {...expanded}
        inputId={id}
        value={props.value}
        options={props.options}
        onChange={(e) => props.onChange(e.value as number)}
        placeholder={props.placeholder}
        emptyMessage={props.emptyMessage}
        loading={props.loading}
        disabled={props.disabled}
        filter={props.options.length > 10}
        className={`w-full ${shown ? 'p-invalid' : ''}`}
        aria-required={props.required ?? true}
        aria-invalid={Boolean(shown)}
        aria-describedby={describedBy(id, shown)}
      />
    </FormField>
  );
}
