import { lazy } from 'react';

/*
 * What the shell opens now and then loads when first opened, so the first paint of the sign-in page and of
 * the home carries neither PrimeReact's Dialog and Button nor the avatar upload (issue 15). Their strings are
 * the shell's (firstRenderNamespaces.json), so none waits for the screens' strings.
 */
export const CommandPalette = lazy(() => import('./CommandPalette').then((m) => ({ default: m.CommandPalette })));
export const ShortcutsDialog = lazy(() => import('./ShortcutsDialog').then((m) => ({ default: m.ShortcutsDialog })));
export const ConfirmDialog = lazy(() => import('../../shared/ui/dialogs/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));
export const AvatarUpload = lazy(() => import('../../domain/users/AvatarUpload').then((m) => ({ default: m.AvatarUpload })));
