import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** React Flow's control names in the user's language, for every diagram of the product (the Gantt plan, stage graphs). */
export function useFlowAriaLabels() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      'controls.ariaLabel': t('gantt.controls.panel'),
      'controls.zoomIn.ariaLabel': t('gantt.controls.zoomIn'),
      'controls.zoomOut.ariaLabel': t('gantt.controls.zoomOut'),
      'controls.fitView.ariaLabel': t('gantt.controls.fitView'),
    }),
    [t],
  );
}
