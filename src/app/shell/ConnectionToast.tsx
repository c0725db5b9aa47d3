import { useEffect, useRef } from 'react';
import { Toast } from 'primereact/toast';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../core/store/hooks';
import { selectOnline } from '../../core/store/connectionSlice';

/** A persistent error toast while the browser is offline, closed as soon as the connection returns. */
export function ConnectionToast() {
  const { t } = useTranslation();
  const online = useAppSelector(selectOnline);
  const toast = useRef<Toast>(null);

  useEffect(() => {
    if (online) toast.current?.clear();
    else toast.current?.replace({ severity: 'error', summary: t('errors.offline'), sticky: true, closable: false });
  }, [online, t]);

  return <Toast ref={toast} position="bottom-right" />;
}
