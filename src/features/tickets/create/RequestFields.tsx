import { useId } from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import type { CreateTicketValues } from './createTicketSchema';
import { describedBy, FormField } from '../../../shared/forms/FormField';
import { LAUNCH_SERVICE_TYPE } from './ticketKind';
import { useFieldError } from './useFieldError';

type TextField = 'requestedByUser' | 'requesterEmail' | 'clientTicketNumber';

/** What is asked and by whom: description, requester, the client's own ticket number, remote attention. */
export function RequestFields({ form }: { form: FormikProps<CreateTicketValues> }) {
  const { t } = useTranslation();
  const ids = { description: useId(), requester: useId(), email: useId(), clientTicket: useId(), remote: useId() };
  const errorOf = useFieldError(form);
  const remoteForced = form.values.serviceTypeId === LAUNCH_SERVICE_TYPE;

  const text = (id: string, field: TextField, required: boolean, type = 'text') => {
    const error = errorOf(field);
    return (
      <FormField id={id} label={t(`ticketCreate.fields.${field}`)} required={required} error={error}>
        <input
          id={id}
          name={field}
          type={type}
          className={`p-inputtext w-full ${error ? 'p-invalid' : ''}`}
          value={form.values[field]}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          aria-required={required}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, error)}
        />
      </FormField>
    );
  };

  return (
    <>
      <TextAreaField
        id={ids.description}
        name="description"
        label={
          <>
            {t('ticketCreate.fields.description')} <span aria-hidden="true">*</span>
          </>
        }
        required
        rows={5}
        value={form.values.description}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={errorOf('description')}
      />
      <div className="grid">
        <div className="col-12 md:col-6">{text(ids.requester, 'requestedByUser', true)}</div>
        <div className="col-12 md:col-6">{text(ids.email, 'requesterEmail', false, 'email')}</div>
        <div className="col-12 md:col-6">{text(ids.clientTicket, 'clientTicketNumber', false)}</div>
        <div className="col-12 md:col-6 flex align-items-center gap-2 md:pt-5">
          <input
            id={ids.remote}
            type="checkbox"
            checked={remoteForced || form.values.remote}
            disabled={remoteForced}
            onChange={(e) => void form.setFieldValue('remote', e.target.checked)}
            aria-describedby={remoteForced ? `${ids.remote}-hint` : undefined}
          />
          <label htmlFor={ids.remote}>{t('ticketCreate.fields.remote')}</label>
          {remoteForced && (
            <small id={`${ids.remote}-hint`} className="text-600">
              {t('ticketCreate.remoteForced')}
            </small>
          )}
        </div>
      </div>
    </>
  );
}
