import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageApi, type EscalationSent } from '../../../api/tags/message';
import { FilterBar } from '../../../shared/filters/FilterBar';
import { ModalDialog } from '../../../shared/ui/dialogs/ModalDialog';
import { useExportLabels } from '../../../shared/ui/ExportToolbar';
import { GridView } from '../../../shared/ui/GridPage/GridView';
import { useServerGrid } from '../../../shared/ui/GridPage/useServerGrid';
import { LIMITS } from '../../../shared/validation/limits';
import { sentColumns, sentFilter, toSentSearchArg, type SentFilterValues } from './sentEscalationSearch';

/** The escalations sent between two days (and for one ticket), newest first, with who was told. */
export function SentEscalationsDialog({ onHide }: { onHide: () => void }) {
  const { t } = useTranslation();
  const labels = useExportLabels();
  const [filter] = useState(sentFilter);
  const columns = useMemo(() => sentColumns(t, labels), [t, labels]);
  const grid = useServerGrid<EscalationSent, SentFilterValues, ReturnType<typeof toSentSearchArg>>({
    gridKey: 'escalationsSent',
    endpoint: messageApi.endpoints.searchEscalationNotifications,
    toArg: toSentSearchArg,
    columns,
    emptyFilter: filter.empty,
    pageSizes: LIMITS.escalations.pageSizes,
    maxPageSize: LIMITS.notifications.pageSize,
    defaultSort: { field: 'sentDateTime', order: 'desc' },
    views: false,
  });
  const title = t('escalations.sent.title');
  return (
    <ModalDialog header={title} onHide={onHide} width="72rem" maximizable>
      <div className="flex flex-column gap-3">
        <FilterBar filter={filter} value={grid.filter} onSearch={grid.search} />
        <GridView<EscalationSent> grid={grid} dataKey="id" title={title} emptyMessage={t('escalations.sent.empty')} />
      </div>
    </ModalDialog>
  );
}
