import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../dialogs/ModalDialog';
import { FIT_LEVEL, ZOOM_LEVELS, zoomIn, zoomOut } from './zoom';

export interface ViewerImage {
  key: string | number;
  name: string;
}

interface ImageViewerProps {
  images: readonly ViewerImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The current image's address; null while it loads. */
  src: string | null;
  /** Why the current image could not be loaded, for the user. */
  error?: string | null;
  onDownload: () => void;
}

/**
 * The image viewer modal (spec 000 section 2): the file name, previous and next through the images,
 * zoom in and out, download and close. Keys: arrows move, + and - zoom, Escape closes. The modal
 * traps the focus and is labelled by its header (the file name). Zoom starts at "fit" for every image.
 */
export function ImageViewer({ images, index, onIndexChange, onClose, src, error, onDownload }: ImageViewerProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [zoom, setZoom] = useState({ index, level: FIT_LEVEL });
  const level = zoom.index === index ? zoom.level : FIT_LEVEL;
  const image = images[index];
  const hasPrevious = index > 0;
  const hasNext = index < images.length - 1;

  // Keys can arrive faster than renders: the handlers read the latest index from a ref, which moving
  // updates at once, and zoom with functional updates.
  const latest = useRef({ index, count: images.length, onIndexChange, onClose });
  useEffect(() => {
    latest.current = { index, count: images.length, onIndexChange, onClose };
  });
  const actions = useMemo(() => {
    const move = (step: number) => {
      const target = latest.current.index + step;
      if (target < 0 || target >= latest.current.count) return;
      latest.current.index = target;
      latest.current.onIndexChange(target);
    };
    const zoomBy = (change: (level: number) => number) => {
      const at = latest.current.index;
      setZoom((z) => ({ index: at, level: change(z.index === at ? z.level : FIT_LEVEL) }));
    };
    return {
      previous: () => move(-1),
      next: () => move(1),
      zoomIn: () => zoomBy(zoomIn),
      zoomOut: () => zoomBy(zoomOut),
      close: () => latest.current.onClose(),
    };
  }, []);

  // The viewer is modal: while it is open every key belongs to it. Listened in the capture phase, as
  // PrimeReact's header close button stops other keys from bubbling.
  useEffect(() => {
    const keys: Record<string, () => void> = {
      ArrowLeft: actions.previous,
      ArrowRight: actions.next,
      '+': actions.zoomIn,
      '=': actions.zoomIn,
      '-': actions.zoomOut,
      Escape: actions.close,
    };
    const onKey = (event: KeyboardEvent) => {
      const run = keys[event.key];
      if (!run || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [actions]);

  if (!image) return null;
  const percent = Math.round(ZOOM_LEVELS[level]! * 100);

  return (
    <ModalDialog
      header={<span style={{ overflowWrap: 'anywhere' }}>{image.name}</span>}
      onHide={onClose}
      closeOnEscape={false}
      closeLabel={t('imageViewer.close')}
      describedBy={hintId}
      width="1100px"
      contentClassName="flex flex-column gap-2"
    >
      <div role="toolbar" aria-label={t('imageViewer.toolbar')} className="flex flex-wrap align-items-center gap-2">
        <Button type="button" icon="pi pi-chevron-left" rounded text aria-label={t('imageViewer.previous')} disabled={!hasPrevious} onClick={actions.previous} />
        <span aria-live="polite">{t('imageViewer.position', { current: index + 1, total: images.length })}</span>
        <Button type="button" icon="pi pi-chevron-right" rounded text aria-label={t('imageViewer.next')} disabled={!hasNext} onClick={actions.next} />
        <span className="mx-2 border-left-1 surface-border align-self-stretch" aria-hidden="true" />
        <Button type="button" icon="pi pi-search-minus" rounded text aria-label={t('imageViewer.zoomOut')} disabled={level === 0} onClick={actions.zoomOut} />
        <span aria-live="polite">{t('imageViewer.zoomLevel', { percent })}</span>
        <Button
          type="button"
          icon="pi pi-search-plus"
          rounded
          text
          aria-label={t('imageViewer.zoomIn')}
          disabled={level === ZOOM_LEVELS.length - 1}
          onClick={actions.zoomIn}
        />
        <Button type="button" icon="pi pi-download" label={t('imageViewer.download')} outlined size="small" className="ml-auto" onClick={onDownload} />
      </div>
      {/* Focusable so keyboard users can scroll a zoomed image (axe: scrollable-region-focusable). */}
      <div
        tabIndex={0}
        role="region"
        aria-label={t('imageViewer.stage', { name: image.name })}
        className="surface-ground border-round overflow-auto flex"
        style={{ height: 'min(70vh, 720px)' }}
      >
        {error ? (
          <p role="alert" className="m-auto text-red-700">{error}</p>
        ) : src ? (
          <img src={src} alt={image.name} className="block m-auto" style={{ width: `${percent}%`, maxWidth: 'none', height: 'auto' }} />
        ) : (
          <p role="status" className="m-auto text-700">
            <span className="pi pi-spin pi-spinner mr-2" aria-hidden="true" />
            {t('imageViewer.loading')}
          </p>
        )}
      </div>
      <small id={hintId} className="text-600">{t('imageViewer.keyboardHint')}</small>
    </ModalDialog>
  );
}
