import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSolutionTopicOptions } from '../../../domain/solutions/useSolutionTopicOptions';
import { useEnabledUserOptions } from '../../../domain/users/useEnabledUserOptions';
import { ChoiceInput, DateInput, FlagInput, KeywordsInput, RichTextInput, TextAreaInput, TextInput, type RichTextLabels } from '../../../shared/forms/fields';
import { LIMITS } from '../../../shared/validation/limits';

const FIELD_GRID: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(17rem, 1fr))', gap: '1rem' };
const EDITOR_PARTS = ['toolbar', 'bold', 'italic', 'underline', 'ordered', 'bullet', 'link', 'clean'] as const;

/** The solution's fields (spec 002 section 3): the topic among the enabled ones only; internal comments never reach the knowledge base. */
export function SolutionFields() {
  const { t } = useTranslation();
  const label = (key: string) => t(`solutions.fields.${key}`);
  const editorLabels = Object.fromEntries(EDITOR_PARTS.map((part) => [part, t(`solutions.editor.${part}`)])) as unknown as RichTextLabels;
  return (
    <>
      <TextInput name="title" label={label('title')} required max={LIMITS.solutions.titleMax} />
      <RichTextInput name="content" label={label('content')} labels={editorLabels} required />
      <div style={FIELD_GRID}>
        <ChoiceInput name="solutionTopicId" label={label('topic')} source={useSolutionTopicOptions()} required />
        <ChoiceInput name="ownerSystemUserIds" label={label('owners')} source={useEnabledUserOptions()} multiple required hint={t('solutions.form.ownersHint', { max: LIMITS.solutions.ownersMax })} />
        <DateInput name="reviewDate" label={label('reviewDate')} />
        <DateInput name="expirationDate" label={label('expirationDate')} />
      </div>
      <KeywordsInput name="keywords" label={label('keywords')} maxItems={LIMITS.solutions.keywordsMax} hint={t('solutions.form.keywordsHint', { max: LIMITS.solutions.keywordsMax })} />
      <TextAreaInput name="internalComments" label={label('internalComments')} max={LIMITS.solutions.commentsMax} />
      <FlagInput name="mainSolution" label={label('mainSolution')} />
    </>
  );
}
