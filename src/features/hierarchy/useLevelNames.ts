import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetHierarchicalLevelsQuery } from '../../api/tags/catalog';

/** A level as every hierarchy screen writes it: "2 · Supervisión", or "Nivel 2" while the names load or when they fail. */
export function useLevelNames() {
  const { t } = useTranslation();
  const { data } = useGetHierarchicalLevelsQuery();
  const levels = data?.data;
  return useCallback(
    (level: number) => {
      const name = levels?.find((l) => l.level === level)?.name;
      return name ? t('hierarchy.levelNamed', { level, name }) : t('hierarchy.level', { level });
    },
    [levels, t],
  );
}
