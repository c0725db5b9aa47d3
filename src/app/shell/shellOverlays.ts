import { lazy } from 'react';
import { withPrime } from '../../shared/ui/prime/withPrime';

/*
 * What the shell opens now and then loads when first opened, so the first paint of the sign-in page and of
 * the home carries neither PrimeReact nor the avatar upload (issue 15). Their strings are
 * the shell's (firstRenderNamespaces.json), so none waits for the screens' strings.
 */
export const CommandPalette = lazy(withPrime(() => import('./CommandPalette').then((m) => ({ default: m.CommandPalette }))));
export const ShortcutsDialog = lazy(withPrime(() => import('./ShortcutsDialog').then((m) => ({ default: m.ShortcutsDialog }))));
export const ConfirmDialog = lazy(withPrime(() => import('../../shared/ui/dialogs/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog }))));
export const AvatarUpload = lazy(withPrime(() => import('../../domain/users/AvatarUpload').then((m) => ({ default: m.AvatarUpload }))));
