import { useId, useMemo, useState } from 'react';
import { Checkbox } from 'primereact/checkbox';
import { useTranslation } from 'react-i18next';
import { listConflict } from '../../../core/errors/listConflict';
import { mergeIdLists } from '../../../shared/forms/conflict/threeWayMerge';
import { BusyButton } from '../../../shared/ui/BusyButton';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useToast } from '../../../shared/ui/ToastProvider';
import { useUserErrorMessage } from '../useUserErrorMessage';

export interface AssignmentItem {
  id: number;
  label: string;
  /** Items are listed under their group (a workflow, a module, a client). */
  group?: string;
  assigned: boolean;
  /** Shown but not changeable (granted by the profile). */
  locked?: boolean;
}

interface AssignmentChecklistProps {
  /** Names the list and its save button. */
  legend: string;
  items: AssignmentItem[] | undefined;
  loading: boolean;
  error: unknown;
  /** Saves the checked ids (replacing the user's list, once it is still the list read). */
  onSave: (ids: number[]) => Promise<unknown>;
  /** Reads the list again: after someone else changed it, so the checks rest on their list. */
  onStale: () => void;
  /** The toast after a successful save. */
  savedMessage: string;
}

/** One assignment kind: its items as checkboxes grouped, saved on its own with its success toast or its refusal. */
export function AssignmentChecklist({ legend, items, loading, error, onSave, onStale, savedMessage }: AssignmentChecklistProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useUserErrorMessage();
  const id = useId();
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  // What the service says is assigned; when it changes (a read, a save, someone else's save), the checks follow it,
  // keeping what the user checked or unchecked since the last read.
  const assignedKey = items?.filter((i) => i.assigned).map((i) => i.id).join(',') ?? null;
  const [shownKey, setShownKey] = useState<string | null>(null);
  if (assignedKey !== shownKey) {
    const ids = (key: string | null) => (key ? key.split(',').map(Number) : []);
    setShownKey(assignedKey);
    setChecked(new Set(shownKey === null ? ids(assignedKey) : mergeIdLists(ids(shownKey), [...checked], ids(assignedKey))));
  }
  const groups = useMemo(() => {
    const byGroup = new Map<string, AssignmentItem[]>();
    for (const item of items ?? []) byGroup.set(item.group ?? '', [...(byGroup.get(item.group ?? '') ?? []), item]);
    return [...byGroup.entries()];
  }, [items]);

  if (loading) return <PageLoader />;
  if (error) return <p role="alert" className="p-error m-0">{errorMessage(error)}</p>;
  const toggle = (itemId: number, on: boolean) => setChecked((current) => {
    const next = new Set(current);
    if (on) next.add(itemId);
    else next.delete(itemId);
    return next;
  });
  const save = async () => {
    setSaving(true);
    setFailure(null);
    setChangedElsewhere(false);
    try {
      await onSave([...checked].sort((a, b) => a - b));
      toast({ severity: 'success', summary: savedMessage });
    } catch (caught) {
      if (listConflict(caught)) {
        setChangedElsewhere(true);
        onStale();
      } else setFailure(caught);
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="flex flex-column gap-2">
      <fieldset className="border-none p-0 m-0 flex flex-column gap-2" style={{ maxHeight: '45vh', overflowY: 'auto' }}>
        <legend className="font-semibold mb-2">{legend}</legend>
        {groups.length === 0 && <p className="m-0">{t('users.assignments.empty')}</p>}
        {groups.map(([group, list]) => (
          <div key={group} role={group ? 'group' : undefined} aria-label={group || undefined} className="flex flex-column gap-1">
            {group && <span className="font-medium text-700">{group}</span>}
            {list.map((item) => (
              <div key={item.id} className="flex align-items-center gap-2">
                <Checkbox inputId={`${id}-${item.id}`} checked={checked.has(item.id) || !!item.locked} disabled={item.locked}
                  onChange={(e) => toggle(item.id, Boolean(e.checked))} />
                <label htmlFor={`${id}-${item.id}`}>{item.locked ? t('users.assignments.fromProfile', { name: item.label }) : item.label}</label>
              </div>
            ))}
          </div>
        ))}
      </fieldset>
      {failure !== null && <p role="alert" className="p-error m-0">{errorMessage(failure)}</p>}
      {changedElsewhere && <p role="alert" className="m-0">{t('conflict.listChanged')}</p>}
      <div>
        <BusyButton icon="pi pi-save" label={t('users.assignments.save', { what: legend })} busy={saving} onClick={() => void save()} />
      </div>
    </div>
  );
}
