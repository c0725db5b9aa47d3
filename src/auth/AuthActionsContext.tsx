import { createContext, useContext } from 'react';
import type { AuthActions } from './authSession';

export const AuthActionsContext = createContext<AuthActions | null>(null);

export function useAuthActions(): AuthActions {
  const actions = useContext(AuthActionsContext);
  if (!actions) throw new Error('useAuthActions needs the AuthActionsContext provider');
  return actions;
}
