import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceInput, DateInput, NumberInput, TextAreaInput, TextInput } from '../../shared/forms/fields';
import { LIMITS } from '../../shared/validation/limits';
import { useTaskOwnerOptions, useTaskPriorityOptions, useTaskStatusOptions, useTaskTypeOptions } from './useTaskOptions';

const FIELD_GRID: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: '1rem' };
const T = LIMITS.tasks;

/**
 * A task's fields (spec 002 section 3), in a TaskDialog's Formik form. The numbers carry no maximum of their own: the
 * control would clamp a number past it in silence, where the schema says why it is refused.
 */
export function TaskFields() {
  const { t } = useTranslation();
  const label = (key: string) => t(`tasks.fields.${key}`);
  return (
    <>
      <div style={FIELD_GRID}>
        <TextInput name="name" label={label('name')} required max={T.nameMax} />
        <ChoiceInput name="taskStatusId" label={label('status')} source={useTaskStatusOptions()} required />
        <ChoiceInput name="taskTypeId" label={label('type')} source={useTaskTypeOptions()} required />
        <ChoiceInput name="priorityId" label={label('priority')} source={useTaskPriorityOptions()} required />
        <ChoiceInput name="ownerUserId" label={label('owner')} source={useTaskOwnerOptions()} required />
        <TextInput name="groupName" label={label('group')} max={T.groupMax} />
        <DateInput name="scheduledStart" label={label('scheduledStart')} showTime required />
        <DateInput name="scheduledEnd" label={label('scheduledEnd')} showTime required />
        <DateInput name="actualStart" label={label('actualStart')} showTime />
        <DateInput name="actualEnd" label={label('actualEnd')} showTime />
      </div>
      <fieldset className="border-none p-0 m-0">
        <legend className="font-semibold mb-2">{label('effort')}</legend>
        <div style={FIELD_GRID}>
          <NumberInput name="effortDays" label={label('effortDays')} min={0} required />
          <NumberInput name="effortHours" label={label('effortHours')} min={0} required />
          <NumberInput name="effortMinutes" label={label('effortMinutes')} min={0} required />
        </div>
      </fieldset>
      <div style={FIELD_GRID}>
        <NumberInput name="additionalCost" label={label('additionalCost')} min={0} money />
        <NumberInput name="progress" label={label('progress')} min={0} required />
      </div>
      <TextAreaInput name="description" label={label('description')} max={T.descriptionMax} />
    </>
  );
}
