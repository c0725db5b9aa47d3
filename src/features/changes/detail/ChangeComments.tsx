import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { useAddChangeCommentMutation, useGetChangeCommentsQuery, type ChangeRead as Change } from '../../../api/tags/process';
import { useAccessList } from '../../../auth/useAccessList';
import { isFinished } from '../../../domain/changes/lifecycle';
import { TextAreaInput } from '../../../shared/forms/fields';
import { PageForm } from '../../../shared/forms/PageForm';
import { usePageForm } from '../../../shared/forms/usePageForm';
import { formatUtcDateTime } from '../../../shared/format/dateTime';
import { RequestError } from '../../../shared/ui/RequestError';
import { commentRule } from '../../../shared/validation/commentSchema';
import { LIMITS } from '../../../shared/validation/limits';

const schema = yup.object({ comment: commentRule({ max: LIMITS.changes.commentMax }) });

/** The change's comments, oldest first, and a new one (not on a finished change); a refusal says "error adding comment". */
export function ChangeComments({ change }: { change: Change }) {
  const { t } = useTranslation();
  const { can } = useAccessList();
  const comments = useGetChangeCommentsQuery({ id: change.changeId });
  const [addComment] = useAddChangeCommentMutation();
  const page = usePageForm({
    initialValues: { comment: '' },
    schema,
    onSubmit: async ({ comment }: { comment: string }) => {
      await addComment({ changeCommentRequest: { changeId: change.changeId, comment } }).unwrap();
      page.form.resetForm();
    },
  });
  const rows = comments.data?.data ?? [];
  return (
    <section aria-labelledby="change-comments" className="flex flex-column gap-2">
      <h2 id="change-comments" className="text-lg font-semibold m-0">{t('changes.comments.title')}</h2>
      <RequestError error={comments.error} onRetry={() => void comments.refetch()} />
      {rows.length === 0 ? (
        <p className="m-0 text-700">{t('changes.comments.empty')}</p>
      ) : (
        <ul className="list-none p-0 m-0 flex flex-column gap-2" aria-label={t('changes.comments.title')}>
          {rows.map((c) => (
            <li key={c.commentId} className="surface-50 border-round p-2">
              <span className="text-600 text-sm">{`${c.userName} · ${formatUtcDateTime(c.createdDateTime)}`}</span>
              <p className="m-0" style={{ overflowWrap: 'anywhere' }}>{c.comment}</p>
            </li>
          ))}
        </ul>
      )}
      {!isFinished(change.state) && can(['ChangeCreate', 'ApprovalsApprove']) && (
        <PageForm page={page} failureTitle={t('changes.comments.error')} submitLabel={t('changes.comments.add')} submitIcon="pi pi-comment">
          <TextAreaInput name="comment" label={t('changes.comments.label')} max={LIMITS.changes.commentMax} required rows={2} />
        </PageForm>
      )}
    </section>
  );
}
