import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../shared/ui/dialogs/ModalDialog';
import { SwitchInput } from '../../shared/ui/SwitchInput';
import { ShortcutsTable } from '../../shared/ui/keyboard/ShortcutsTable';
import { SHELL_SHORTCUTS } from '../../shared/ui/keyboard/shortcuts';
import { setSingleKeyShortcut, singleKeyShortcutOn } from './useGlobalShortcuts';

/** `?` or the top bar's button: the keyboard shortcuts of the app, and the switch that turns `?` off. */
export function ShortcutsDialog({ onHide }: { onHide: () => void }) {
  const { t } = useTranslation();
  const switchId = useId();
  const [singleKey, setSingleKey] = useState(singleKeyShortcutOn);
  const toggleSingleKey = (on: boolean) => {
    setSingleKeyShortcut(on);
    setSingleKey(on);
  };
  return (
    <ModalDialog header={t('shell.shortcuts.title')} onHide={onHide} width="34rem">
      <ShortcutsTable shortcuts={SHELL_SHORTCUTS} />
      <div className="flex align-items-center gap-2 mt-3">
        <SwitchInput id={switchId} checked={singleKey} onChange={toggleSingleKey} describedBy={`${switchId}-hint`} />
        <label htmlFor={switchId} className="font-medium">
          {t('shell.shortcuts.singleKey')}
        </label>
      </div>
      <small id={`${switchId}-hint`} className="block text-600 mt-1">
        {t('shell.shortcuts.singleKeyHint')}
      </small>
    </ModalDialog>
  );
}
