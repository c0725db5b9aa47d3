import { useId } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { DROPDOWN_READER_PT, useComboboxExpanded } from '../../shared/ui/primeReaderFixes';

interface Props {
  label: string;
  value: number | null;
  options: { id: number; name: string }[];
  onChange: (value: number | null) => void;
  placeholder: string;
  disabled?: boolean;
}

/** A labelled choice of one record (a client, a service, a flow) for the flow screens' headers. */
export function Picker({ label, value, options, onChange, placeholder, disabled = false }: Props) {
  const id = useId();
  const expanded = useComboboxExpanded();
  return (
    <div className="flex flex-column gap-1">
      <label htmlFor={id} className="font-medium">{label}</label>
      <Dropdown
        {...expanded}
        inputId={id}
        value={value}
        options={options.map((o) => ({ value: o.id, label: o.name }))}
        onChange={(e) => onChange((e.value as number | undefined) ?? null)}
        placeholder={placeholder}
        disabled={disabled}
        filter
        className="w-18rem"
        pt={DROPDOWN_READER_PT}
      />
    </div>
  );
}
