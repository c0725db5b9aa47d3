import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryNameIn, type NameById, statusNameIn } from './statusNames';

/** The ticket status name of an id in the user's language (the server's text for an unknown id). */
export function useStatusName(): NameById {
  const { t } = useTranslation();
  return useMemo(() => statusNameIn(t), [t]);
}

/** The status category (organize-by view) name of an id in the user's language. */
export function useCategoryName(): NameById {
  const { t } = useTranslation();
  return useMemo(() => categoryNameIn(t), [t]);
}
