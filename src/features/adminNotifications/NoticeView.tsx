import { useTranslation } from 'react-i18next';
import type { NoticeRead as Notice } from '../../api/tags/message';
import { ReadOnlyField } from '../../shared/forms/fields';
import { formatIsoDay } from '../../shared/time/clock';
import { ModalDialog } from '../../shared/ui/dialogs/ModalDialog';
import { audienceText, stateText } from './noticeColumns';

/** A delivered notice, as it was sent: it can no longer change. */
export function NoticeView({ notice, onHide }: { notice: Notice; onHide: () => void }) {
  const { t } = useTranslation();
  const label = (field: string) => t(`adminNotifications.fields.${field}`);
  return (
    <ModalDialog header={t('adminNotifications.viewTitle', { date: formatIsoDay(notice.scheduledDate) })} onHide={onHide} width="40rem">
      <div className="flex flex-column gap-2">
        <p className="m-0">{t('adminNotifications.deliveredNote')}</p>
        <ReadOnlyField label={label('state')} value={stateText(t, notice)} />
        <ReadOnlyField label={label('priority')} value={notice.notificationPriorityName} />
        <ReadOnlyField label={label('type')} value={notice.notificationTypeName} />
        <ReadOnlyField label={label('audience')} value={audienceText(t, notice)} />
        <h2 className="text-base m-0">{label('comment')}</h2>
        <p className="m-0 white-space-pre-line">{notice.comment}</p>
      </div>
    </ModalDialog>
  );
}
