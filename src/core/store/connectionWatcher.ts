import { connectionLost, connectionRestored } from './connectionSlice';
import type { AppDispatch } from './hooks';

/** Mirrors the browser's online/offline events into the store; returns the function that stops it. */
export function watchConnection(dispatch: AppDispatch, target: Window = window): () => void {
  const onOnline = () => dispatch(connectionRestored());
  const onOffline = () => dispatch(connectionLost());
  target.addEventListener('online', onOnline);
  target.addEventListener('offline', onOffline);
  return () => {
    target.removeEventListener('online', onOnline);
    target.removeEventListener('offline', onOffline);
  };
}
