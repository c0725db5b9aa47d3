import { useId } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { TextAreaInput, TextInput } from '../../../shared/forms/fields';
import { LIMITS } from '../../../shared/validation/limits';
import type { CreateTicketValues } from './createTicketSchema';
import { LAUNCH_SERVICE_TYPE } from './ticketKind';

/**
 * What is asked and by whom: description, requester, the client's own ticket number, remote attention.
 * The one-line texts keep a longer paste and say the limit, rather than cutting it unseen.
 */
export function RequestFields() {
  const { t } = useTranslation();
  const remoteId = useId();
  const form = useFormikContext<CreateTicketValues>();
  const remoteForced = form.values.serviceTypeId === LAUNCH_SERVICE_TYPE;

  return (
    <>
      <TextAreaInput name="description" label={t('ticketCreate.fields.description')} required rows={5} max={LIMITS.textAreaMax} />
      <div className="grid">
        <div className="col-12 md:col-6">
          <TextInput name="requestedByUser" label={t('ticketCreate.fields.requestedByUser')} required max={LIMITS.ticketCreate.requesterMax} stopAtMax={false} />
        </div>
        <div className="col-12 md:col-6">
          <TextInput name="requesterEmail" type="email" label={t('ticketCreate.fields.requesterEmail')} max={LIMITS.emailMax} stopAtMax={false} />
        </div>
        <div className="col-12 md:col-6">
          <TextInput name="clientTicketNumber" label={t('ticketCreate.fields.clientTicketNumber')} max={LIMITS.ticketCreate.clientTicketNumberMax} stopAtMax={false} />
        </div>
        <div className="col-12 md:col-6 flex align-items-center gap-2 md:pt-5">
          <input
            id={remoteId}
            type="checkbox"
            checked={remoteForced || form.values.remote}
            disabled={remoteForced}
            onChange={(e) => void form.setFieldValue('remote', e.target.checked)}
            aria-describedby={remoteForced ? `${remoteId}-hint` : undefined}
          />
          <label htmlFor={remoteId}>{t('ticketCreate.fields.remote')}</label>
          {remoteForced && (
            <small id={`${remoteId}-hint`} className="text-600">
              {t('ticketCreate.remoteForced')}
            </small>
          )}
        </div>
      </div>
    </>
  );
}
