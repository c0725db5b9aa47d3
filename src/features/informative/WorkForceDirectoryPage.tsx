import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetTicketWorkForceDirectoryQuery } from '../../api/tags/ticket';
import { useOpenableRoute } from '../../auth/useOpenableRoute';
import { DirectoryFrame } from './DirectoryFrame';
import { searchWorkForce } from './directorySearch';
import { WorkForceEntry } from './WorkForceEntry';

/** informativeModule/workForce (no gate beyond sign-in): each task force with its zone, contact and open tickets, read only. */
export default function WorkForceDirectoryPage() {
  const { t } = useTranslation();
  const read = useGetTicketWorkForceDirectoryQuery();
  const openable = useOpenableRoute();
  const [query, setQuery] = useState('');

  const engineers = read.data?.data ?? [];
  const shown = searchWorkForce(engineers, query);
  const canOpenTickets = openable('ticketDetail') !== null;

  return (
    <DirectoryFrame
      title={t('routes.informativeWorkForce')}
      searchHint={t('informative.workForce.searchHint')}
      query={query}
      onQuery={setQuery}
      read={read}
      total={engineers.length}
      shown={shown.length}
    >
      {shown.map((engineer) => (
        <WorkForceEntry key={engineer.userId} engineer={engineer} canOpenTickets={canOpenTickets} />
      ))}
    </DirectoryFrame>
  );
}
