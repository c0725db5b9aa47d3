import { useTranslation } from 'react-i18next';
import { useGetLocationLogbookQuery, type LocationLogbookEntry } from '../../../api/tags/geography';
import { formatUtcDateTime } from '../../../shared/format/dateTime';
import { DetailTable } from '../../../shared/ui/DetailTable';

/** The location's logbook, newest first: every change with its reason, who and when (getLocationLogbook). */
export function LocationLogbook({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const read = useGetLocationLogbookQuery({ id: locationId });
  const column = (key: string) => t(`locations.detail.logbook.${key}`);
  return (
    <DetailTable<LocationLogbookEntry>
      title={t('locations.detail.logbook.title')}
      read={{ ...read, rows: read.data?.data }}
      rowKey={(e) => `${e.dateUTC}-${e.kind}-${e.changeReason ?? ''}`}
      empty={t('locations.detail.logbook.empty')}
      columns={[
        { header: column('date'), cell: (e) => formatUtcDateTime(e.dateUTC) },
        { header: column('kind'), cell: (e) => t(`locations.detail.logbook.kinds.${e.kind}`) },
        { header: column('changeReason'), cell: (e) => e.changeReason ?? '' },
        { header: column('user'), cell: (e) => e.userFullName },
      ]}
    />
  );
}
