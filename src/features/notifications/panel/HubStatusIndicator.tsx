import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../core/store/hooks';
import { selectHubState, type HubState } from '../../../domain/notifications/notificationsSlice';

const COLOURS: Record<HubState, string> = { connected: '#15803d', connecting: '#b45309', reconnecting: '#b45309', disconnected: '#b91c1c' };

/** A small dot beside the bell: whether live notifications arrive now (its name and tooltip say how). */
export function HubStatusIndicator() {
  const { t } = useTranslation();
  const state = useAppSelector(selectHubState);
  const label = t(`notifications.hub.${state}`);
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-hub-state={state}
      className={`inline-block border-circle flex-shrink-0 ${state === 'reconnecting' || state === 'connecting' ? 'hub-status-pending' : ''}`}
      style={{ width: 10, height: 10, background: COLOURS[state], marginLeft: -6, alignSelf: 'flex-end', marginBottom: 10 }}
    />
  );
}
