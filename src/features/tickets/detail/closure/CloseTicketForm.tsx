import { useId, useMemo, useState, type FormEvent } from 'react';
import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../../shared/ui/BusyButton';
import { Link } from 'react-router-dom';
import { useGetFilesByTicketQuery } from '../../../../api/tags/filestorage';
import { useUpdateTicketToClosedMutation } from '../../../../api/tags/ticket';
import { useApiErrorMessage } from '../../../../core/errors/useApiErrorMessage';
import { DynamicFields } from '../../../../shared/forms/dynamic/DynamicFields';
import { dynamicInitialValues, dynamicSchema } from '../../../../shared/forms/dynamic/dynamicSchema';
import { dynamicValueTexts } from '../../../../shared/forms/dynamic/dynamicValueText';
import type { DynamicField, DynamicValues } from '../../../../shared/forms/dynamic/types';
import { TextAreaInput } from '../../../../shared/forms/fields';
import { useToast } from '../../../../shared/ui/ToastProvider';
import { LIMITS } from '../../../../shared/validation/limits';
import { commentRule, type CommentValues } from '../../../../shared/validation/commentSchema';
import { detailPath } from '../detailTabs';

type Missing = 'missingDocuments' | 'missingComment';
type CloseValues = DynamicValues & CommentValues;

/**
 * Closing the ticket (spec 000 sections 4-5): closing requires documents (at least
 * LIMITS.closureMinDocuments attached file) and comments (the closing comment, required by the close
 * call), and the service type's closing fields (`fields`, through the shared dynamic field renderer and
 * its rules), whose values go with the close. Then the ticket moves to Closed; detail, logbook,
 * available statuses and closure data refresh by cache tags. What is missing is said before anything is
 * sent; everything typed is kept on failure.
 */
export function CloseTicketForm({ ticketId, fields }: { ticketId: number; fields: readonly DynamicField[] }) {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  // The documentation tab may have added files since this tab last looked.
  const files = useGetFilesByTicketQuery({ ticketFilesQuery: { ticketId, fileType: 0, pageNumber: 0, pageSize: 1 } }, { refetchOnMountOrArgChange: true });
  const [closeTicket] = useUpdateTicketToClosedMutation();
  const [missing, setMissing] = useState<Missing[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const validationSchema = useMemo(() => dynamicSchema(fields).shape({ comment: commentRule() }), [fields]);
  const initialValues = useMemo<CloseValues>(() => ({ ...dynamicInitialValues(fields), comment: '' }), [fields]);
  const form = useFormik<CloseValues>({
    initialValues,
    validationSchema,
    onSubmit: async (values, helpers) => {
      setServerError(null);
      // A service type without closing fields sends none, as before they existed.
      const closeFields = fields.length ? dynamicValueTexts(fields, values).map(({ field, text }) => ({ closingFieldId: field.id, value: text })) : undefined;
      const result = await closeTicket({ ticketCloseRequest: { ticketId, comment: values.comment, closeFields } });
      if ('error' in result) {
        const message = errorMessage(result.error);
        setServerError(message);
        toast({ severity: 'error', summary: t('ticketTabs.closure.failed'), detail: message });
        return;
      }
      toast({ severity: 'success', summary: t('ticketTabs.closure.closed', { id: ticketId }) });
      helpers.resetForm();
    },
  });

  const documents = files.data?.data.totalCount;
  const hasDocuments = documents !== undefined && documents >= LIMITS.closureMinDocuments;
  const hasComment = form.values.comment.trim() !== '';
  // A refusal lists only what is still missing: it fades as the operator fixes it.
  const stillMissing = missing.filter((key) => (key === 'missingDocuments' ? !hasDocuments : !hasComment));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const now: Missing[] = [...(hasDocuments ? [] : ['missingDocuments' as const]), ...(hasComment ? [] : ['missingComment' as const])];
    setMissing(now);
    if (now.length) {
      // Every field says what it lacks too, as a submit would.
      void form.setTouched(Object.fromEntries(Object.keys(form.values).map((key) => [key, true])));
      return;
    }
    form.handleSubmit();
  };

  const check = (met: boolean, text: string) => (
    <span className="flex align-items-center gap-2">
      <span className={`pi ${met ? 'pi-check-circle text-green-700' : 'pi-times-circle text-red-700'}`} aria-hidden="true" />
      <span>{text}</span>
      <span className="p-hidden-accessible">({t(met ? 'ticketTabs.closure.met' : 'ticketTabs.closure.missing')})</span>
    </span>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-column gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold m-0">{t('ticketTabs.closure.formTitle')}</h2>
      <p className="m-0">{t('ticketTabs.closure.requirements')}</p>
      <ul className="list-none p-0 m-0 flex flex-column gap-2" aria-label={t('ticketTabs.closure.requirements')}>
        <li className="flex flex-wrap align-items-center gap-3">
          {files.isLoading ? (
            <span role="status">{t('ticketTabs.closure.documentsLoading')}</span>
          ) : files.error ? (
            <span role="alert" className="flex align-items-center gap-2 text-red-800">
              {t('ticketTabs.closure.documentsError')}: {errorMessage(files.error)}
              <button type="button" className="p-button p-button-sm p-button-outlined" onClick={() => void files.refetch()}>
                {t('ticketTabs.retry')}
              </button>
            </span>
          ) : (
            check(hasDocuments, t('ticketTabs.closure.documents', { count: documents ?? 0 }))
          )}
          <Link to={detailPath(ticketId, 'documentation')}>{t('ticketTabs.closure.goToDocumentation')}</Link>
        </li>
        <li>{check(hasComment, t(hasComment ? 'ticketTabs.closure.commentReady' : 'ticketTabs.closure.commentMissing'))}</li>
      </ul>
      <FormikProvider value={form}>
        <form className="flex flex-column gap-2" noValidate onSubmit={submit}>
          {fields.length > 0 && (
            <fieldset className="border-none p-0 m-0 flex flex-column gap-3">
              <legend className="font-semibold mb-2">{t('ticketTabs.closure.closeFields')}</legend>
              <DynamicFields fields={fields} />
            </fieldset>
          )}
          <TextAreaInput name="comment" label={t('ticketTabs.closure.comment')} required rows={5} max={LIMITS.textAreaMax} />
          {stillMissing.length > 0 && (
            <div role="alert" className="p-3 border-round bg-red-50 text-red-800 flex flex-column gap-1">
              <strong>{t('ticketTabs.closure.refused')}</strong>
              {stillMissing.map((key) => (
                <span key={key}>{t(`ticketTabs.closure.${key}`)}</span>
              ))}
            </div>
          )}
          {serverError && (
            <div role="alert" className="p-3 border-round bg-red-50 text-red-800">
              {serverError}
            </div>
          )}
          <div>
            <BusyButton type="submit" severity="danger" icon="pi pi-lock" label={t('ticketTabs.closure.close')} busy={form.isSubmitting}
              disabled={files.isLoading || Boolean(files.error)} />
          </div>
        </form>
      </FormikProvider>
    </section>
  );
}
