import { TabPanel, TabView } from 'primereact/tabview';
import { useTranslation } from 'react-i18next';
import type { AccountListItem } from '../../../api/tags/security';
import { useAccessList } from '../../../auth/useAccessList';
import { ModalDialog } from '../../../shared/ui/dialogs/ModalDialog';
import { AssignmentChecklist } from './AssignmentChecklist';
import { CopyPermissions } from './CopyPermissions';
import { useResourceAssignments, type AssignmentKind } from './useAssignmentKinds';
import { usePermissionAssignments } from './usePermissionAssignments';

function KindPanel({ kind }: { kind: AssignmentKind }) {
  const { t } = useTranslation();
  return (
    <AssignmentChecklist legend={t(`users.assignments.kinds.${kind.key}`)} items={kind.items} loading={kind.loading} error={kind.error}
      onSave={kind.save} onStale={kind.refetch} savedMessage={t(`users.assignments.saved.${kind.key}`)} />
  );
}

const PERMISSION_KINDS = ['operational', 'additional', 'general'] as const;

/** One permission kind; its reads start when its tab opens (PrimeReact renders the active tab only) and are shared by the three. */
function PermissionPanel({ user, kindKey }: { user: AccountListItem; kindKey: (typeof PERMISSION_KINDS)[number] }) {
  const kind = usePermissionAssignments(user.userId).find((k) => k.key === kindKey)!;
  return <KindPanel kind={kind} />;
}

/** The user's assignments, one tab per kind the signed-in user may change; each kind is saved on its own. */
export function AssignmentsDialog({ user, onHide }: { user: AccountListItem; onHide: () => void }) {
  const { t } = useTranslation();
  const access = useAccessList();
  const resources = useResourceAssignments(user.userId);
  const canResources = access.can(['UsersPerResourcePermissions']);
  const canPermissions = access.can(['UsersChangePermissions']);
  return (
    <ModalDialog header={t('users.assignments.title', { name: user.fullName })} onHide={onHide} width="56rem">
      {user.nonOperational ? <p role="alert" className="m-0">{t('users.assignments.nonOperative')}</p> : (
        <TabView scrollable>
          {canResources && resources.map((kind) => (
            <TabPanel key={kind.key} header={t(`users.assignments.kinds.${kind.key}`)}><KindPanel kind={kind} /></TabPanel>
          ))}
          {canPermissions && PERMISSION_KINDS.map((key) => (
            <TabPanel key={key} header={t(`users.assignments.kinds.${key}`)}><PermissionPanel user={user} kindKey={key} /></TabPanel>
          ))}
          {canPermissions && (
            <TabPanel header={t('users.copy.tab')}><CopyPermissions user={user} /></TabPanel>
          )}
        </TabView>
      )}
    </ModalDialog>
  );
}
