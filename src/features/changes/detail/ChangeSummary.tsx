import { useTranslation } from 'react-i18next';
import { useGetChangeProductsQuery, type ChangeRead as Change } from '../../../api/tags/process';
import { formatUtcDateTime } from '../../../shared/format/dateTime';

/** The change's fields read-only, once its state takes no edit (or for a user who may not edit). */
export function ChangeSummary({ change }: { change: Change }) {
  const { t } = useTranslation();
  const products = useGetChangeProductsQuery({ id: change.changeId }).data?.data;
  const rows: [string, string][] = [
    ['type', change.changeTypeName], ['category', change.categoryName], ['riskLevel', t(`changes.riskLevels.${change.riskLevel}`)],
    ['priority', change.priorityName], ['startDate', formatUtcDateTime(change.startDate)], ['endDate', formatUtcDateTime(change.endDate)],
    ['unavailability', String(change.unavailabilityMinutes)], ['cab', change.cabName], ['cabMember', change.cabMemberName],
    ['client', change.clientName], ['location', change.locationName],
    ['products', products ? products.map((p) => p.serialNumber).join(', ') || '---' : '…'], ['background', change.background ?? '---'],
  ];
  return (
    <dl className="surface-card border-round shadow-1 p-3 m-0 grid">
      {rows.map(([key, value]) => (
        <div key={key} className="col-12 md:col-4">
          <dt className="text-600 text-sm">{t(`changes.fields.${key}`)}</dt>
          <dd className="m-0" style={{ overflowWrap: 'anywhere' }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
