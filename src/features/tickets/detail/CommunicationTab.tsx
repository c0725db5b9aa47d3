import { useId } from 'react';
import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../shared/ui/BusyButton';
import { type TicketDetail, useAddTicketCommentMutation, useSearchTicketCommentsQuery } from '../../../api/tags/ticket';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { useAppSelector } from '../../../core/store/hooks';
import { selectSessionUser } from '../../../auth/sessionSlice';
import { TextAreaInput } from '../../../shared/forms/fields';
import { formatUtcDateTime } from '../../../shared/format/dateTime';
import { useToast } from '../../../shared/ui/ToastProvider';
import { LIMITS } from '../../../shared/validation/limits';
import { commentSchema, type CommentValues } from '../../../shared/validation/commentSchema';
import { RequestError } from '../../../shared/ui/RequestError';

/** Client users never see internal comments (ticket.yaml TicketCommentCreateRequest.isInternal). */
const CLIENT_ROLES = ['CWR', 'CRE'];
/** One page holds every comment of a ticket (spec 000 section 7: page 1 of size 10000). */
const COMMENTS_PAGE_SIZE = 10000;

/**
 * The communication tab: the ticket's comments, newest first, and a form to add one (required, up to
 * LIMITS.textAreaMax characters with a counter, not starting with a blank). The list refreshes through
 * the 'TicketComments' tag; the form clears only when the comment was stored.
 */
export function CommunicationTab({ ticket }: { ticket: TicketDetail }) {
  const { ticketId } = ticket;
  const { t } = useTranslation();
  const fieldId = useId();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const role = useAppSelector(selectSessionUser)?.role ?? null;
  const comments = useSearchTicketCommentsQuery({
    ticketCommentQuery: {
      ticketId,
      orderBy: 'CreatedDateTime',
      descending: true,
      excludeInternal: role === null || CLIENT_ROLES.includes(role),
      pageNumber: 1,
      pageSize: COMMENTS_PAGE_SIZE,
    },
  });
  const [addComment] = useAddTicketCommentMutation();
  const form = useFormik<CommentValues>({
    initialValues: { comment: '' },
    validationSchema: commentSchema,
    onSubmit: async (values, helpers) => {
      const result = await addComment({ ticketCommentCreateRequest: { ticketId, comment: values.comment, commentTypeId: null, isInternal: false } });
      if ('error' in result) {
        toast({ severity: 'error', summary: t('ticketDetail.communication.addError'), detail: errorMessage(result.error) });
        return;
      }
      toast({ severity: 'success', summary: t('ticketDetail.communication.added') });
      helpers.resetForm();
    },
  });
  const items = comments.data?.data.items ?? [];

  return (
    <div className="grid">
      <section className="col-12 lg:col-5" aria-labelledby={`${fieldId}-add`}>
        <h2 id={`${fieldId}-add`} className="text-lg font-semibold mt-0">{t('ticketDetail.communication.addTitle')}</h2>
        <FormikProvider value={form}>
          <form className="flex flex-column gap-2" noValidate onSubmit={form.handleSubmit}>
            <TextAreaInput name="comment" label={t('ticketDetail.communication.comment')} required rows={6} max={LIMITS.textAreaMax} />
            <div>
              <BusyButton type="submit" icon="pi pi-send" label={t('ticketDetail.communication.add')} busy={form.isSubmitting} />
            </div>
          </form>
        </FormikProvider>
      </section>
      <section className="col-12 lg:col-7" aria-labelledby={`${fieldId}-list`} aria-busy={comments.isFetching}>
        <h2 id={`${fieldId}-list`} className="text-lg font-semibold mt-0">{t('ticketDetail.communication.listTitle')}</h2>
        {comments.isLoading ? (
          <p role="status" className="text-700">
            <span className="pi pi-spin pi-spinner mr-2" aria-hidden="true" />
            {t('ticketDetail.communication.loading')}
          </p>
        ) : comments.error ? (
          <RequestError error={comments.error} onRetry={() => void comments.refetch()} />
        ) : items.length === 0 ? (
          <p role="status" className="text-700">{t('ticketDetail.communication.empty')}</p>
        ) : (
          <ol className="list-none p-0 m-0 flex flex-column gap-2" aria-label={t('ticketDetail.communication.listTitle')}>
            {items.map((c) => (
              <li key={c.id} className="surface-ground border-round p-3 flex flex-column gap-1">
                <div className="flex flex-wrap gap-2 align-items-center text-sm">
                  <span className="font-semibold">{c.createdUserFullName}</span>
                  <time className="text-600" dateTime={c.createdDateTime}>{formatUtcDateTime(c.createdDateTime)}</time>
                  {c.commentTypeName && <span className="text-600">· {c.commentTypeName}</span>}
                  {c.isInternal && <span className="border-1 border-round px-1 text-xs">{t('ticketDetail.communication.internal')}</span>}
                </div>
                <p className="m-0 white-space-pre-line" style={{ overflowWrap: 'anywhere' }}>{c.comment}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
