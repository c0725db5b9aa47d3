import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../shared/ui/dialogs/ModalDialog';
import { SwitchInput } from '../../shared/ui/SwitchInput';
import { setSingleKeyShortcut, singleKeyShortcutOn } from './useGlobalShortcuts';

/** Keys and the translation key of what they do. */
const SHORTCUTS: readonly (readonly [string[], string])[] = [
  [['Ctrl', 'K'], 'shell.shortcuts.palette'],
  [['?'], 'shell.shortcuts.help'],
  [['Tab'], 'shell.shortcuts.skip'],
  [['Esc'], 'shell.shortcuts.close'],
  [['Enter'], 'shell.shortcuts.menuGroup'],
];

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
      <table className="w-full" style={{ borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th scope="col" className="text-left p-2">
              {t('shell.shortcuts.key')}
            </th>
            <th scope="col" className="text-left p-2">
              {t('shell.shortcuts.action')}
            </th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map(([keys, action]) => (
            <tr key={action} className="border-top-1 surface-border">
              <td className="p-2 white-space-nowrap">
                {keys.map((key, i) => (
                  <span key={key}>
                    {i > 0 && ' + '}
                    <kbd className="px-2 py-1 border-1 surface-border border-round surface-100">{key}</kbd>
                  </span>
                ))}
              </td>
              <td className="p-2">{t(action)}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
