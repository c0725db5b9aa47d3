import type { Notification } from '../../../api/tags/message';
import { formatUtcDateTime } from '../../../shared/format/dateTime';
import { ModalDialog } from '../../../shared/ui/dialogs/ModalDialog';
import { NotificationMessage } from './NotificationMessage';

/** An administrator's notice, whole: the panel shows its first lines only. */
export function NoticeDialog({ notification, onClose }: { notification: Notification; onClose: () => void }) {
  return (
    <ModalDialog header={notification.title} onHide={onClose} width="36rem">
      <p className="m-0 line-height-3 white-space-pre-line">
        <NotificationMessage message={notification.message} />
      </p>
      <time className="block text-sm text-600 mt-3" dateTime={notification.emmitedDate}>
        {formatUtcDateTime(notification.emmitedDate)}
      </time>
    </ModalDialog>
  );
}
