import { useId } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { DROPDOWN_READER_PT } from '../../../shared/ui/primeReaderFixes';
import { LIMITS } from '../../../shared/validation/limits';
import { EMPTY_STRUCTURE_FILTER, type StructureFilter } from './structureModel';

interface Props {
  value: StructureFilter;
  onChange: (next: StructureFilter) => void;
  regions: string[];
  areas: string[];
  levelName: (level: number) => string;
}

const LEVELS = Array.from({ length: LIMITS.hierarchy.levelMax - LIMITS.hierarchy.levelMin + 1 }, (_, i) => LIMITS.hierarchy.levelMin + i);

/** The structure's filters; the whole structure is in the page, so each change applies at once. */
export function StructureFilterBar({ value, onChange, regions, areas, levelName }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const all = t('hierarchy.filter.all');
  const choice = (options: string[]) => [{ label: all, value: null as string | null }, ...options.map((o) => ({ label: o, value: o as string | null }))];
  const levels = [{ label: all, value: null as number | null }, ...LEVELS.map((level) => ({ label: levelName(level), value: level as number | null }))];
  const set = (patch: Partial<StructureFilter>) => onChange({ ...value, ...patch });

  return (
    <form role="search" aria-label={t('hierarchy.filter.label')} className="flex flex-wrap align-items-end gap-3" onSubmit={(e) => e.preventDefault()}>
      <div className="flex flex-column gap-1">
        <label htmlFor={`${id}-text`} className="font-medium">{t('hierarchy.filter.text')}</label>
        <InputText id={`${id}-text`} value={value.text} maxLength={LIMITS.generalTextMax} onChange={(e) => set({ text: e.target.value })} className="w-16rem" />
      </div>
      <div className="flex flex-column gap-1">
        <label htmlFor={`${id}-region`} className="font-medium">{t('hierarchy.fields.region')}</label>
        <Dropdown inputId={`${id}-region`} value={value.region} options={choice(regions)} onChange={(e) => set({ region: e.value as string | null })} className="w-13rem" placeholder={all} filter pt={DROPDOWN_READER_PT} />
      </div>
      <div className="flex flex-column gap-1">
        <label htmlFor={`${id}-area`} className="font-medium">{t('hierarchy.fields.area')}</label>
        <Dropdown inputId={`${id}-area`} value={value.area} options={choice(areas)} onChange={(e) => set({ area: e.value as string | null })} className="w-11rem" placeholder={all} pt={DROPDOWN_READER_PT} />
      </div>
      <div className="flex flex-column gap-1">
        <label htmlFor={`${id}-level`} className="font-medium">{t('hierarchy.fields.level')}</label>
        <Dropdown inputId={`${id}-level`} value={value.level} options={levels} onChange={(e) => set({ level: e.value as number | null })} className="w-13rem" placeholder={all} pt={DROPDOWN_READER_PT} />
      </div>
      <div className="flex align-items-center gap-2 pb-2">
        <Checkbox inputId={`${id}-vacant`} checked={value.vacantOnly} onChange={(e) => set({ vacantOnly: e.checked === true })} />
        <label htmlFor={`${id}-vacant`}>{t('hierarchy.filter.vacantOnly')}</label>
      </div>
      <Button type="button" label={t('hierarchy.filter.clear')} icon="pi pi-filter-slash" outlined onClick={() => onChange(EMPTY_STRUCTURE_FILTER)} />
    </form>
  );
}
