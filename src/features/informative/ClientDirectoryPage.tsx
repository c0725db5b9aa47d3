import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCatalogClientDirectoryQuery } from '../../api/tags/catalog';
import { ClientEntry } from './ClientEntry';
import { DirectoryFrame } from './DirectoryFrame';
import { searchClients } from './directorySearch';

/** informativeModule/clients (no gate beyond sign-in): each client with its attention times, contacts and services, read only. */
export default function ClientDirectoryPage() {
  const { t } = useTranslation();
  const read = useGetCatalogClientDirectoryQuery();
  const [query, setQuery] = useState('');

  const clients = read.data?.data ?? [];
  const shown = searchClients(clients, query);

  return (
    <DirectoryFrame
      title={t('routes.informativeClients')}
      searchHint={t('informative.clients.searchHint')}
      query={query}
      onQuery={setQuery}
      read={read}
      total={clients.length}
      shown={shown.length}
    >
      {shown.map((client) => (
        <ClientEntry key={client.id} client={client} />
      ))}
    </DirectoryFrame>
  );
}
