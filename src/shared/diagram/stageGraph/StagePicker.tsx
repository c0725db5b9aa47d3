import { useId } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { DROPDOWN_READER_PT, useComboboxExpanded } from '../../ui/primeReaderFixes';

interface Props {
  label: string;
  value: string | null;
  options: { value: string; label: string }[];
  onChange: (value: string | null) => void;
  disabled: boolean;
}

/** A labelled choice of a stage (a transition's ends, a catalogue's stage to add). */
export function StagePicker({ label, value, options, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const expanded = useComboboxExpanded();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <Dropdown
        {...expanded}
        inputId={id}
        value={value}
        options={options}
        onChange={(e) => onChange((e.value as string | undefined) ?? null)}
        disabled={disabled}
        placeholder={t('flows.editor.pick')}
        filter={options.length > 10}
        pt={DROPDOWN_READER_PT}
      />
    </>
  );
}
