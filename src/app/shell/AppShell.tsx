import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuthActions } from '../../auth/AuthActionsContext';
import { watchIdle } from '../../auth/idleWatcher';
import { LIMITS } from '../../shared/validation/limits';
import { PageLoader } from '../../shared/ui/PageLoader';
import { ConnectionBanner } from './ConnectionBanner';
import { CookieNotice } from './CookieNotice';
import { RoleChangedDialog } from './RoleChangedDialog';
import { SHELL } from './shellLayout';
import { SideMenu } from './SideMenu';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar';
import { useAccountLanguage } from './useAccountLanguage';

/** The signed-in frame: top bar, side menu, cookie notice, the current screen; idle sign-out runs here. */
export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(() => window.innerWidth >= SHELL.menuOpenFrom);
  const { signOut } = useAuthActions();
  useAccountLanguage();

  useEffect(() => watchIdle({ timeoutMs: LIMITS.idleLogoutMs, onIdle: () => void signOut() }), [signOut]);

  return (
    <div className="flex flex-column h-screen surface-ground">
      <SkipLink target="main-content" />
      <TopBar menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <ConnectionBanner />
      <div className="flex flex-1 overflow-hidden">
        <SideMenu open={menuOpen} />
        <main className="flex-1 overflow-auto" id="main-content" tabIndex={-1}>
          <CookieNotice />
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <RoleChangedDialog />
    </div>
  );
}
