import type { TFunction } from 'i18next';
import type { AccountListItem } from '../../api/tags/security';
import type { ExportLabels } from '../../shared/export/types';
import { valueColumn, type PageColumn } from '../../shared/ui/GridPage/pageColumns';

/** Every user label of spec 001 section 3, plus user name, role, profile and state; grid and exports share them. */
export function userColumns(t: TFunction, labels: ExportLabels): PageColumn<AccountListItem>[] {
  const column = (id: string, options: Omit<Parameters<typeof valueColumn<AccountListItem>>[1], 'id' | 'header'> = {}) =>
    valueColumn<AccountListItem>(labels, { id, header: t(`users.fields.${id}`), ...options });
  return [
    column('fullName', { width: '14rem' }),
    column('userName'),
    column('email', { width: '14rem' }),
    column('mobileNumber'),
    column('credential'),
    column('role', { value: (u) => t(`users.roles.${u.roleCode}`) }),
    column('accessProfileName'),
    column('level', { format: 'number', value: (u) => u.level }),
    column('regionName'),
    column('areaName'),
    column('superiorFullName'),
    column('hierarchy', { value: (u) => (u.nonOperational || u.level === null ? t('users.noHierarchy') : t('users.hierarchyText', { level: u.level, superior: u.superiorFullName ?? t('users.noSuperior') })) }),
    column('tokenTypeName'),
    column('apkversion'),
    column('lastAccessDate', { format: 'date' }),
    column('daysSinceLastAccess', { format: 'number' }),
    column('hasLinkedContract', { format: 'siNo' }),
    column('systemGroupNames', { value: (u) => u.systemGroupNames.join(', ') }),
    column('partnerNames', { value: (u) => u.partnerNames.join(', ') }),
    // Spec 001 section 3: nonOperational exports (and shows) as yes or no, read from the field's name.
    column('nonOperational'),
    column('enabled', { format: 'enabled' }),
  ];
}
