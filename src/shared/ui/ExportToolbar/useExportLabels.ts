import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportLabels } from '../../export/types';

/** Flag texts for exports and for grid cells that show values as exports write them. */
export function useExportLabels(): ExportLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({ active: t('export.values.active'), inactive: t('export.values.inactive'), yes: t('export.values.yes'), no: t('export.values.no') }),
    [t],
  );
}
