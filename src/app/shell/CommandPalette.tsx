import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../shared/ui/dialogs/ModalDialog';
import { searchMenu, type MenuItem } from '../routes/menu';
import { useMenuSections } from './useMenuSections';

const RESULTS_ID = 'command-palette-results';
const optionId = (item: MenuItem) => `command-palette-${item.id}`;

/** Ctrl+K: finds a screen of the user's menu by its name in the current language; arrows choose, Enter opens. */
/** `takeTypedAhead` gives what was typed before the search field had the focus, added to the search when it gets it. */
export function CommandPalette({ onHide, takeTypedAhead }: { onHide: () => void; takeTypedAhead?: () => string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sections = useMenuSections();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const results = useMemo(() => searchMenu(sections, query), [sections, query]);
  const chosen = results[Math.min(active, results.length - 1)];

  useEffect(() => {
    if (chosen) document.getElementById(optionId(chosen))?.scrollIntoView?.({ block: 'nearest' });
  }, [chosen]);

  const open = (item: MenuItem) => {
    onHide();
    void navigate(item.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    if (event.key === 'ArrowDown') setActive((i) => (i >= last ? 0 : i + 1));
    else if (event.key === 'ArrowUp') setActive((i) => (i <= 0 ? last : Math.min(i, last) - 1));
    else if (event.key === 'Enter' && chosen) open(chosen);
    else return;
    event.preventDefault();
  };

  return (
    <ModalDialog header={t('shell.palette.title')} onHide={onHide} width="36rem" describedBy="command-palette-hint" position="top">
      <div className="flex flex-column gap-2">
        <input
          className="p-inputtext p-component w-full"
          role="combobox"
          aria-expanded="true"
          aria-controls={RESULTS_ID}
          aria-autocomplete="list"
          aria-activedescendant={chosen ? optionId(chosen) : undefined}
          aria-label={t('shell.palette.search')}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            const typed = takeTypedAhead?.() ?? '';
            if (!typed) return;
            setQuery((current) => current + typed);
            setActive(0);
          }}
        />
        <p id="command-palette-hint" className="m-0 text-sm text-700">
          {t('shell.palette.hint')}
        </p>
        <ul id={RESULTS_ID} role="listbox" aria-label={t('shell.palette.results')} className="list-none p-0 m-0 overflow-auto" style={{ maxHeight: '50vh' }}>
          {results.map((item) => (
            // The input keeps the focus and handles the keys (aria-activedescendant); a click is the mouse's way in.
            <li
              key={item.id}
              id={optionId(item)}
              role="option"
              aria-selected={item === chosen}
              className={`flex align-items-center gap-2 px-2 py-2 border-round cursor-pointer ${item === chosen ? 'surface-200 font-semibold' : ''}`}
              onClick={() => open(item)}
            >
              <span className={item.icon} aria-hidden="true" />
              <span className="flex-1">{item.title}</span>
              <span className="text-sm text-700">{item.groupTitle}</span>
            </li>
          ))}
        </ul>
        {results.length === 0 && (
          <p role="status" className="m-0">
            {t('shell.palette.none', { query })}
          </p>
        )}
      </div>
    </ModalDialog>
  );
}
