import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { useAddProblemNoteMutation, useGetProblemNotesQuery, type ProblemRead as Problem } from '../../../api/tags/process';
import { TextAreaInput } from '../../../shared/forms/fields';
import { PageForm } from '../../../shared/forms/PageForm';
import { usePageForm } from '../../../shared/forms/usePageForm';
import { formatUtcDateTime } from '../../../shared/format/dateTime';
import { RequestError } from '../../../shared/ui/RequestError';
import { commentRule } from '../../../shared/validation/commentSchema';
import { LIMITS } from '../../../shared/validation/limits';

const schema = yup.object({ note: commentRule({ max: LIMITS.problems.noteMax }) });

/** The problem's notes, oldest first, and a new one while it is open (not starting with a space, 002 section 5). */
export function ProblemNotes({ problem, editable }: { problem: Problem; editable: boolean }) {
  const { t } = useTranslation();
  const notes = useGetProblemNotesQuery({ id: problem.problemId });
  const [addNote] = useAddProblemNoteMutation();
  const page = usePageForm({
    initialValues: { note: '' },
    schema,
    onSubmit: async ({ note }: { note: string }) => {
      await addNote({ problemNoteRequest: { problemId: problem.problemId, note } }).unwrap();
      page.form.resetForm();
    },
  });
  const rows = notes.data?.data ?? [];
  return (
    <section aria-labelledby="problem-notes" className="flex flex-column gap-2">
      <h2 id="problem-notes" className="text-lg font-semibold m-0">{t('problems.notes.title')}</h2>
      <RequestError error={notes.error} onRetry={() => void notes.refetch()} />
      {rows.length === 0 ? (
        <p className="m-0 text-700">{t('problems.notes.empty')}</p>
      ) : (
        <ul className="list-none p-0 m-0 flex flex-column gap-2" aria-label={t('problems.notes.title')}>
          {rows.map((n) => (
            <li key={n.noteId} className="surface-50 border-round p-2">
              <span className="text-600 text-sm">{`${n.userName} · ${formatUtcDateTime(n.createdDateTime)}`}</span>
              <p className="m-0" style={{ overflowWrap: 'anywhere' }}>{n.note}</p>
            </li>
          ))}
        </ul>
      )}
      {editable && (
        <PageForm page={page} failureTitle={t('problems.notes.error')} submitLabel={t('problems.notes.add')} submitIcon="pi pi-comment">
          <TextAreaInput name="note" label={t('problems.notes.label')} max={LIMITS.problems.noteMax} required rows={2} />
        </PageForm>
      )}
    </section>
  );
}
