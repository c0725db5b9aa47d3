import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnabledUserOptions } from '../../../domain/users/useEnabledUserOptions';
import { ChoiceInput, DateInput, TextAreaInput, TextInput } from '../../../shared/forms/fields';
import { LIMITS } from '../../../shared/validation/limits';
import { useImpactOptions, usePriorityOptions } from '../problemOptions';

const FIELD_GRID: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(17rem, 1fr))', gap: '1rem' };

/** The problem's fields (spec 002 section 3); priority and assignee here only at creation (then their own steps). */
export function ProblemFields({ creating }: { creating: boolean }) {
  const { t } = useTranslation();
  const users = useEnabledUserOptions();
  const impacts = useImpactOptions();
  const priorities = usePriorityOptions();
  const label = (key: string) => t(`problems.fields.${key}`);
  const { titleMax, longTextMax, assetsMax } = LIMITS.problems;
  return (
    <>
      <TextInput name="title" label={label('title')} required max={titleMax} />
      <div style={FIELD_GRID}>
        <ChoiceInput name="requesterUserId" label={label('requester')} source={users} required />
        <DateInput name="reportDate" label={label('reportDate')} showTime required />
        <DateInput name="expirationDate" label={label('expirationDate')} showTime />
        <ChoiceInput name="impactId" label={label('impact')} source={impacts} required />
        {creating && (
          <>
            <ChoiceInput name="priorityId" label={label('priority')} source={priorities} required />
            <ChoiceInput name="assigneeUserId" label={label('assignee')} source={users} clearable />
          </>
        )}
      </div>
      <TextAreaInput name="assets" label={label('assets')} max={assetsMax} rows={2} />
      <TextAreaInput name="symptoms" label={label('symptoms')} max={longTextMax} />
      <TextAreaInput name="rootCause" label={label('rootCause')} max={longTextMax} />
      <TextAreaInput name="knownIssue" label={label('knownIssue')} max={longTextMax} />
    </>
  );
}
