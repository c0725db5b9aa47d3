import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Link, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotificationBell } from '../../features/notifications/panel/NotificationBell';
import { AccountMenu } from './AccountMenu';
import { ContactUsButton } from './ContactUsButton';
import { LoadBoundary } from '../../shared/ui/LoadBoundary';
import { useToast } from '../../shared/ui/ToastProvider';
import { whenIdle } from '../../shared/ui/whenIdle';
import { CommandPalette, preloadPalette, ShortcutsDialog } from './shellOverlays';
import { captureTypeAhead, type TypeAhead } from './typeAhead';
import { useGlobalShortcuts } from './useGlobalShortcuts';

/**
 * Logo (to /), menu toggle, title of the current section, screen search (Ctrl+K), the shortcuts list
 * (also `?`, which the user may switch off, so the button keeps the list in reach), contact us, bell, account.
 */
export function TopBar({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu: () => void }) {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = [...matches].reverse().map((m) => (m.handle as { titleKey?: string } | undefined)?.titleKey).find(Boolean);
  const [overlay, setOverlay] = useGlobalShortcuts();
  useEffect(() => whenIdle(preloadPalette), []);
  const toast = useToast();
  // An overlay or panel whose code could not load closes and says so; the page stays, and the next opening tries again.
  const overlayFailed = () => {
    setOverlay(null);
    toast({ severity: 'error', summary: t('shell.overlayFailed') });
  };
  // What is typed while the palette loads and opens goes into its search once its field has the focus.
  const typeAhead = useRef<TypeAhead | null>(null);
  useLayoutEffect(() => {
    if (overlay !== 'palette') return undefined;
    const capture = (typeAhead.current = captureTypeAhead());
    return () => capture.stop();
  }, [overlay]);

  return (
    <header className="flex align-items-center gap-2 px-3 surface-0 border-bottom-1 surface-border" style={{ height: 56 }}>
      <button
        type="button"
        className="p-button p-button-text p-button-rounded"
        aria-label={t(menuOpen ? 'shell.closeMenu' : 'shell.openMenu')}
        aria-expanded={menuOpen}
        aria-controls="side-menu"
        onClick={onToggleMenu}
      >
        <span className="pi pi-bars" aria-hidden="true" />
      </button>
      <Link to="/" className="flex align-items-center gap-2 no-underline text-900" aria-label={t('shell.home')}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span className="font-semibold hidden md:inline">{t('app.name')}</span>
      </Link>
      <span className="text-400 hidden md:inline" aria-hidden="true">/</span>
      <p className="m-0 text-lg font-medium white-space-nowrap overflow-hidden text-overflow-ellipsis flex-1" aria-live="polite">
        {titleKey ? t(titleKey) : ''}
      </p>
      <OverlayButton label={t('shell.palette.open')} shortcut={{ keys: 'Control+K', shown: 'Ctrl+K' }} icon="pi-search" onClick={() => setOverlay('palette')} />
      <OverlayButton label={t('shell.shortcuts.title')} icon="pi-question-circle" onClick={() => setOverlay('shortcuts')} />
      <ContactUsButton />
      <LoadBoundary onError={overlayFailed}>
        <NotificationBell />
      </LoadBoundary>
      <LoadBoundary onError={overlayFailed}>
        <AccountMenu />
      </LoadBoundary>
      <LoadBoundary onError={overlayFailed}>
        <Suspense fallback={null}>
          {overlay === 'palette' && <CommandPalette onHide={() => setOverlay(null)} takeTypedAhead={() => typeAhead.current?.take() ?? ''} />}
          {overlay === 'shortcuts' && <ShortcutsDialog onHide={() => setOverlay(null)} />}
        </Suspense>
      </LoadBoundary>
    </header>
  );
}

/** A top-bar icon button that opens one of the shell's dialogs, named by its label (and its shortcut, if any). */
function OverlayButton({ label, icon, shortcut, onClick }: { label: string; icon: string; shortcut?: { keys: string; shown: string }; onClick: () => void }) {
  return (
    <button
      type="button"
      className="p-button p-button-text p-button-rounded"
      aria-label={label}
      aria-keyshortcuts={shortcut?.keys}
      aria-haspopup="dialog"
      title={shortcut ? `${label} (${shortcut.shown})` : label}
      onClick={onClick}
    >
      <span className={`pi ${icon}`} aria-hidden="true" />
    </button>
  );
}
