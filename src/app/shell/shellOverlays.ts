import { retryableLazy } from '../../shared/ui/retryableLazy';
import { withPrime } from '../../shared/ui/prime/withPrime';

/*
 * What the shell opens now and then loads when first opened, so the first paint of the sign-in page and of
 * the home carries neither PrimeReact nor the avatar upload (issue 15). Their strings are
 * the shell's (firstRenderNamespaces.json), so none waits for the screens' strings. A load that fails is
 * tried again at the next opening (retryableLazy); the top bar's LoadBoundary keeps the shell standing.
 */
const loadPalette = withPrime(() => import(/* webpackChunkName: "palette" */ './CommandPalette').then((m) => ({ default: m.CommandPalette })));
export const CommandPalette = retryableLazy(loadPalette);
/** The palette's code, fetched once the page is idle, so the first Ctrl+K opens it at once (and offline). */
export const preloadPalette = () => void loadPalette().catch(() => undefined);
export const ShortcutsDialog = retryableLazy(withPrime(() => import('./ShortcutsDialog').then((m) => ({ default: m.ShortcutsDialog }))));
export const ConfirmDialog = retryableLazy(withPrime(() => import('../../shared/ui/dialogs/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog }))));
export const AvatarUpload = retryableLazy(withPrime(() => import('../../domain/users/AvatarUpload').then((m) => ({ default: m.AvatarUpload }))));
