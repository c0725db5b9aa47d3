import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../api/tags/message';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { useAppDispatch } from '../../../core/store/hooks';
import { useAccessList } from '../../../auth/useAccessList';
import { formatUtcDateTime } from '../../../shared/format/dateTime';
import { TextArea } from '../../../shared/forms/fields';
import { BusyButton } from '../../../shared/ui/BusyButton';
import { DialogFailure, ModalDialog } from '../../../shared/ui/dialogs/ModalDialog';
import { useToast } from '../../../shared/ui/ToastProvider';
import { LIMITS } from '../../../shared/validation/limits';
import { markNotificationsRead } from '../../../domain/notifications/notificationsThunks';
import { NotificationMessage } from '../panel/NotificationMessage';
import { commentErrorKey } from './commentRule';
import { sendAction, type MoveAction, type ReviewAction } from './notificationActions';

type Decision = 'accept' | 'reject';

interface Props {
  notification: Notification;
  action: ReviewAction | MoveAction;
  onClose: () => void;
}

/**
 * The dialog a notification opens (spec 000 sections 2 and 4): accept or reject a review (reject needs
 * the comment, or observations for the warehouse), or move the ticket to on site or scheduled with a
 * comment. Success marks the notification read and closes; a failure says why and clears the dialog.
 */
export function NotificationActionDialog({ notification, action, onClose }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const access = useAccessList();
  const fieldId = useId();
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const [attempt, setAttempt] = useState<Decision | null>(null);
  const [sending, setSending] = useState<Decision | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const review = action.type === 'review';
  const allowed = access.can(action.permissions);
  const required = (decision: Decision | null) => !review || decision === 'reject';
  const shownError = touched || attempt ? commentErrorKey(comment, required(attempt)) : null;
  const fieldLabel = t(`notifications.actions.${review ? action.field : 'comment'}`);

  const run = async (decision: Decision) => {
    setAttempt(decision);
    if (commentErrorKey(comment, required(decision))) return;
    setSending(decision);
    setFailure(null);
    let reason: string | null;
    try {
      const refusedResult = await sendAction(dispatch, action, notification, { accept: decision === 'accept', comment });
      reason = refusedResult ? (refusedResult.message ?? t('errors.requestFailed')) : null;
    } catch (error) {
      reason = errorMessage(error);
    }
    setSending(null);
    if (reason !== null) {
      // Spec 000 section 4: on error the dialog is cleared and reset; the reason stays in view.
      setComment('');
      setTouched(false);
      setAttempt(null);
      setFailure(reason);
      return;
    }
    toast({ severity: 'success', summary: t('notifications.actions.updated', { id: action.ticketId }) });
    const read = await dispatch(markNotificationsRead([notification.notificationId]));
    if (markNotificationsRead.rejected.match(read)) {
      toast({ severity: 'warn', summary: t('notifications.panel.markReadError'), detail: errorMessage(read.payload) });
    }
    onClose();
  };

  const button = (decision: Decision, label: string, outlined = false) => (
    <BusyButton label={label} outlined={outlined} busy={sending === decision} disabled={sending !== null} onClick={() => void run(decision)} />
  );

  // Without the permission there is nothing to do but close (the header's close button).
  const footer = allowed ? (
    <>
      <Button type="button" label={t('dialog.cancel')} outlined severity="secondary" disabled={sending !== null} onClick={onClose} />
      {review && button('reject', t('notifications.actions.reject'), true)}
      {review && button('accept', t('notifications.actions.accept'))}
      {!review && button('accept', t(`notifications.actions.move.${action.move}`))}
    </>
  ) : null;

  return (
    <ModalDialog header={notification.title} onHide={onClose} busy={sending !== null} footer={footer} width="560px">
      <div className="flex flex-column gap-3">
        <p className="m-0">
          <NotificationMessage message={notification.message} />
        </p>
        <p className="m-0 text-sm text-600">
          {t('notifications.actions.ticket', { id: action.ticketId })} · {formatUtcDateTime(notification.emmitedDate)}
        </p>
        {allowed ? (
          <>
            <p className="m-0 text-700">{t(review ? `notifications.actions.explain.review.${action.review}` : `notifications.actions.explain.move.${action.move}`)}</p>
            {/* A review's label already says when the text is needed, so only the move draws the mark. */}
            <TextArea
              id={fieldId}
              name="comment"
              label={review ? `${fieldLabel} ${t('notifications.actions.requiredToReject')}` : fieldLabel}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              onBlur={() => setTouched(true)}
              error={shownError ? t(shownError, { max: LIMITS.notifications.commentMax }) : null}
              required={required(attempt)}
              markRequired={!review}
              max={LIMITS.notifications.commentMax}
              rows={4}
            />
          </>
        ) : (
          <p className="m-0" role="note">
            {t('notifications.actions.noPermission')}
          </p>
        )}
        {failure && <DialogFailure>{failure}</DialogFailure>}
      </div>
    </ModalDialog>
  );
}
