import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetAccessElementsModuleTreeQuery } from '../../api/tags/security';
import { CheckTree } from '../../shared/ui/CheckTree/CheckTree';
import { PageLoader } from '../../shared/ui/PageLoader';
import { RequestError } from '../../shared/ui/RequestError';
import { accessElementChoices } from './accessElementTree';

interface AccessElementPickerProps {
  label: string;
  selected: readonly number[];
  onChange: (next: number[]) => void;
  disabled?: boolean;
}

/** Access elements chosen on the module tree (profiles, groups, a user's permissions), with its load states. */
export function AccessElementPicker({ label, selected, onChange, disabled }: AccessElementPickerProps) {
  const { t } = useTranslation();
  const tree = useGetAccessElementsModuleTreeQuery();
  const nodes = useMemo(() => accessElementChoices(tree.data?.data ?? []), [tree.data]);
  if (tree.error) return <RequestError title={t('accessElements.loadFailed')} error={tree.error} onRetry={() => void tree.refetch()} />;
  if (tree.isLoading) return <PageLoader />;
  return <CheckTree label={label} nodes={nodes} selected={selected} onChange={onChange} disabled={disabled} />;
}
