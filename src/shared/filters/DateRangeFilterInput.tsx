import { useId } from 'react';
import { InputText } from 'primereact/inputtext';
import { classNames } from 'primereact/utils';
import { useTranslation } from 'react-i18next';
import { FilterField } from '../forms/FilterForm';
import { DateRangePicker, type DateRange } from '../ui/DateRangePicker';
import { appClock } from '../time/clock';
import { dayKeyBounds } from './filterChecks';
import type { FilterInputProps } from './filterInputProps';
import { FilterMessage, invalidProps } from './FilterMessage';
import type { DateRangeFilterField, DayKeysRangeField, PickedDateRangeField } from './filterTypes';

type Props<Field> = FilterInputProps<Field>;

/** A range of days: on the date-range picker, or as two typed days. */
export function DateRangeFilterInput(props: Props<DateRangeFilterField<Record<string, unknown>>>) {
  const { field } = props;
  return 'name' in field ? <PickedRange {...props} field={field} /> : <DayKeysRange {...props} field={field} />;
}

// A filter searches what happened: up to today (the app's clock), unless the description allows later days.
const lastDay = (future: boolean | undefined) => (future ? undefined : appClock.now());

function PickedRange({ field, id, draft, change, problem }: Props<PickedDateRangeField<Record<string, unknown>>>) {
  const { t } = useTranslation();
  // The label names the picker's button, and its calendar dialog when the field asks.
  const labelId = useId();
  return (
    <FilterField label={field.required ? `${t(field.labelKey)} *` : t(field.labelKey)} htmlFor={id} labelId={labelId}>
      <DateRangePicker
        id={id}
        ariaLabelledBy={field.namedCalendar ? labelId : undefined}
        value={draft[field.name] as DateRange}
        onChange={(range) => change({ [field.name]: range })}
        maxDate={lastDay(field.future)}
        invalid={Boolean(problem)}
        ariaDescribedBy={invalidProps(id, problem)['aria-describedby']}
        className={field.width}
      />
      {problem && <FilterMessage id={id} problem={problem} />}
    </FilterField>
  );
}

function DayKeysRange({ field, id, draft, change, problem }: Props<DayKeysRangeField<Record<string, unknown>>>) {
  const { t } = useTranslation();
  const bounds = dayKeyBounds(field);
  const day = (side: 'from' | 'to') => {
    const sideId = `${id}-${side}`;
    const name = field[side];
    // A problem is told on the end it names; a backwards range on the end.
    const sideProblem = (problem?.side ?? 'to') === side ? problem : undefined;
    return (
      <FilterField label={`${t(side === 'from' ? field.fromLabelKey : field.toLabelKey)}${field.requiredKey ? ' *' : ''}`} htmlFor={sideId}>
        <InputText
          id={sideId}
          type="date"
          value={String(draft[name])}
          min={bounds.min}
          max={bounds.max}
          onChange={(e) => change({ [name]: e.target.value })}
          className={classNames(field.width, { 'p-invalid': sideProblem })}
          {...invalidProps(sideId, sideProblem)}
        />
        {sideProblem && <FilterMessage id={sideId} problem={sideProblem} />}
      </FilterField>
    );
  };
  return (
    <div role="group" aria-label={t(field.labelKey)} className="flex flex-wrap align-items-start gap-3">
      {day('from')}
      {day('to')}
    </div>
  );
}
