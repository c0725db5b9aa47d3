import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

/**
 * Typed store hooks for every layer, without naming the root state: core sits below the app, so
 * it cannot import the app's store (src/app/store/store.ts). Instead each slice exports selectors
 * typed over its own part of the state (`{ session: SessionState }`), useAppSelector takes the
 * state type from the selector, and the app's store, which registers every slice, satisfies each
 * part. Select with a slice's named selector, not an inline `(state) => ...`, whose state type
 * would be unknown.
 */
export function useAppSelector<TState, TSelected>(
  selector: (state: TState) => TSelected,
  equalityFn?: (left: TSelected, right: TSelected) => boolean,
): TSelected {
  return useSelector(selector, equalityFn);
}

/** The store's dispatch as any layer needs it: plain actions, thunks and RTK Query's initiate() (whatever state they read). */
export type AppDispatch = ThunkDispatch<any, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
