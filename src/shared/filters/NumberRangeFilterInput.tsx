import { useId } from 'react';
import { InputNumber } from 'primereact/inputnumber';
import { classNames } from 'primereact/utils';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../i18n/localeOf';
import type { FilterInputProps } from './filterInputProps';
import { FilterMessage, invalidProps } from './FilterMessage';
import type { NumberRangeFilterField } from './filterTypes';

/** A minimum and a maximum, each optional, named "<label> desde" and "<label> hasta". */
export function NumberRangeFilterInput({ field, id, draft, change, problem }: FilterInputProps<NumberRangeFilterField<Record<string, unknown>>>) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const label = t(field.labelKey);
  const decimals = field.decimals ?? 0;
  const side = (which: 'from' | 'to') => {
    const name = field[which];
    const sideId = which === 'from' ? id : `${id}-to`;
    // The maximum is the side a reversed range is told on.
    const sideProblem = which === 'to' ? problem : undefined;
    return (
      <InputNumber
        inputId={sideId}
        value={(draft[name] as number | null) ?? null}
        onValueChange={(e) => change({ [name]: e.value ?? null })}
        min={field.min}
        max={field.max}
        minFractionDigits={decimals > 0 ? 0 : undefined}
        maxFractionDigits={decimals}
        useGrouping={decimals > 0}
        locale={localeOf(i18n.language)}
        placeholder={t(`grid.filter.${which}`)}
        inputClassName={classNames(field.width ?? 'w-8rem', { 'p-invalid': sideProblem })}
        pt={{ input: { root: { 'aria-label': `${label} ${t(`grid.filter.${which}`)}`, ...invalidProps(sideId, sideProblem) } } }}
      />
    );
  };
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-column gap-1">
      <label id={labelId} htmlFor={id} className="font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        {side('from')}
        {side('to')}
      </div>
      {problem && <FilterMessage id={`${id}-to`} problem={problem} />}
    </div>
  );
}
