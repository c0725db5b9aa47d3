import { Dropdown } from 'primereact/dropdown';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SurveyReportRow } from '../../../api/tags/insight';
import { DROPDOWN_READER_PT, useComboboxExpanded } from '../../../shared/ui/primeReaderFixes';

interface Props {
  rows: readonly SurveyReportRow[];
  value: number | null;
  onPick: (idTemplate: number) => void;
}

/** The report's template, each named with its answers between the report's dates; a combobox a reader names and hears open. */
export function TemplatePicker({ rows, value, onPick }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const expanded = useComboboxExpanded();
  const options = rows.map((r) => ({ value: r.idSurveyTemplate, label: t('surveys.report.templateOption', { title: r.title, count: r.answeredCount }) }));
  return (
    <div className="flex flex-column gap-1">
      <label htmlFor={id} className="font-medium">{t('surveys.report.template')}</label>
      <Dropdown inputId={id} {...expanded} pt={DROPDOWN_READER_PT} value={value} options={options} onChange={(e) => onPick(e.value as number)} className="w-25rem max-w-full" />
    </div>
  );
}
