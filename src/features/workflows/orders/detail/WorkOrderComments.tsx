import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../../shared/ui/BusyButton';
import { useAddWorkFlowOrderCommentMutation, useGetWorkFlowOrderCommentsQuery } from '../../../../api/tags/ticket';
import { useApiErrorMessage } from '../../../../core/errors/useApiErrorMessage';
import { TextAreaInput } from '../../../../shared/forms/fields';
import { formatUtcDateTime } from '../../../../shared/format/dateTime';
import { RequestError } from '../../../../shared/ui/RequestError';
import { useToast } from '../../../../shared/ui/ToastProvider';
import { LIMITS } from '../../../../shared/validation/limits';
import { commentSchema, type CommentValues } from '../../../../shared/validation/commentSchema';

/**
 * The order's comments, newest first (as the service sends them), and a new one while the order may
 * still change (1 to 5000 characters, not starting with a blank: the ticket comment's rules).
 */
export function WorkOrderComments({ workFlowOrderId, canWrite }: { workFlowOrderId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const comments = useGetWorkFlowOrderCommentsQuery({ workFlowOrderId });
  const [addComment, adding] = useAddWorkFlowOrderCommentMutation();
  const form = useFormik<CommentValues>({
    initialValues: { comment: '' },
    validationSchema: commentSchema,
    onSubmit: async ({ comment }, helpers) => {
      const result = await addComment({ workFlowOrderId, workFlowOrderCommentRequest: { comment } });
      if ('error' in result) return;
      toast({ severity: 'success', summary: t('workOrders.comments.added') });
      helpers.resetForm();
    },
  });
  const list = comments.data?.data ?? [];

  return (
    <section aria-labelledby="work-order-comments" className="flex flex-column gap-2">
      <h2 id="work-order-comments" className="text-lg font-semibold m-0">{t('workOrders.comments.title')}</h2>
      {canWrite && (
        <FormikProvider value={form}>
        <form noValidate onSubmit={form.handleSubmit} className="flex flex-column gap-2" aria-busy={form.isSubmitting}>
          <TextAreaInput name="comment" label={t('workOrders.comments.new')} max={LIMITS.textAreaMax} required rows={3} />
          {adding.error && (
            <p role="alert" className="m-0 p-2 border-round bg-red-50 text-red-800">
              {t('workOrders.comments.error')}: {errorMessage(adding.error)}
            </p>
          )}
          <div>
            <BusyButton type="submit" size="small" icon="pi pi-send" label={t('workOrders.comments.add')} busy={form.isSubmitting} />
          </div>
        </form>
        </FormikProvider>
      )}
      {comments.isLoading ? (
        <p role="status" className="m-0 text-700">{t('workOrders.comments.loading')}</p>
      ) : comments.error ? (
        <RequestError error={comments.error} onRetry={() => void comments.refetch()} title={t('workOrders.comments.loadError')} />
      ) : list.length === 0 ? (
        <p role="status" className="m-0 text-700">{t('workOrders.comments.empty')}</p>
      ) : (
        <ul className="list-none m-0 p-0 flex flex-column gap-2" aria-label={t('workOrders.comments.title')}>
          {list.map((c) => (
            <li key={c.id} className="surface-50 border-round p-2">
              <div className="text-sm text-600">
                {c.createdUserFullName} · {formatUtcDateTime(c.createdDateTime)}
              </div>
              <p className="m-0 mt-1" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.comment}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
