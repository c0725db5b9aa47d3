import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Notification } from '../../../api/tags/message';
import { useAppDispatch } from '../../../core/store/hooks';
import { roleChanged } from '../../../core/store/uiSlice';
import { useToast } from '../../../shared/ui/ToastProvider';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { actionOf, type MoveAction, type ReviewAction, type SurveyAction } from '../actions/notificationActions';
import { markNotificationsRead } from '../../../domain/notifications/notificationsThunks';
import { ticketDetailPath } from '../../../domain/tickets/paths/ticketDetailPath';
import { changeDetailPath } from '../../../domain/changes/paths';
import { MY_REPORTS_PATH } from '../../../domain/reports/paths';
import { useGeneratedReportDownload } from '../../../domain/reports/useGeneratedReportDownload';

/**
 * What clicking a notification does: a review or move opens its dialog; a survey opens the ticket's survey to
 * answer; a role change opens the role-changed message; an escalation opens its ticket, a change's approval its change; a report generated downloads its file, one failed or
 * cancelled opens "my reports"; an export the service kept downloads it; a notice
 * shows its whole text (these are read by opening them); any other kind says there is no action (spec 000 section 4).
 */
export function useOpenNotification() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const navigate = useNavigate();
  const downloadReport = useGeneratedReportDownload();
  const errorMessage = useApiErrorMessage();
  const [active, setActive] = useState<{ notification: Notification; action: ReviewAction | MoveAction | SurveyAction } | null>(null);
  const [notice, setNotice] = useState<Notification | null>(null);

  const open = (notification: Notification) => {
    const action = actionOf(notification);
    const read = () => void dispatch(markNotificationsRead([notification.notificationId]));
    if (action.type === 'review' || action.type === 'move') setActive({ notification, action });
    else if (action.type === 'survey') {
      setActive({ notification, action });
      read();
    } else if (action.type === 'roleChanged') {
      dispatch(roleChanged());
      read();
    } else if (action.type === 'openTicket') {
      void navigate(ticketDetailPath(action.ticketId));
      read();
    } else if (action.type === 'openChange') {
      void navigate(changeDetailPath(action.changeId));
      read();
    } else if (action.type === 'downloadReport') {
      void downloadReport(action.reportId);
      read();
    } else if (action.type === 'downloadExport') {
      // The file-storage client loads only now: the bell is part of the first load.
      void import('../../../domain/files/exportUpload')
        .then(({ downloadExport }) => downloadExport(dispatch, action.fileId, action.fileName))
        .then((error) => error && toast({ severity: 'error', summary: t('reports.exportUpload.downloadError'), detail: errorMessage(error) }));
      read();
    } else if (action.type === 'myReports') {
      void navigate(MY_REPORTS_PATH);
      read();
    } else if (action.type === 'notice') {
      setNotice(notification);
      read();
    } else toast({ severity: 'info', summary: t('notifications.actions.noAction') });
  };

  return { active, open, close: () => setActive(null), notice, closeNotice: () => setNotice(null) };
}
