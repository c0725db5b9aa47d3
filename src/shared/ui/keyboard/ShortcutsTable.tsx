import { useTranslation } from 'react-i18next';
import type { Shortcut } from './shortcuts';

/** Shortcuts as a two-column table: the keys, each in a <kbd>, and what they do. */
export function ShortcutsTable({ shortcuts, caption }: { shortcuts: readonly Shortcut[]; caption?: string }) {
  const { t } = useTranslation();
  return (
    <table className="w-full" style={{ borderCollapse: 'collapse' }}>
      {caption && <caption className="text-left font-medium p-2">{caption}</caption>}
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
        {shortcuts.map(({ keys, action }) => (
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
  );
}
