import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './dialogs/ModalDialog';

interface ExpandableTextProps {
  text: string | null;
  title: string;
  max?: number;
}

/** Long cell text cut to a line; the full text opens in a dialog. Short text costs no hooks (a grid page holds hundreds). */
export function ExpandableText({ text, title, max = 60 }: ExpandableTextProps) {
  if (!text) return <span className="text-500">—</span>;
  if (text.length <= max) return <span>{text}</span>;
  return <LongText text={text} title={title} max={max} />;
}

function LongText({ text, title, max }: { text: string; title: string; max: number }) {
  const { t } = useTranslation();
  // Kept while the column stands: a new page refills the drawn cells, and these are the same in all of them.
  const labels = useMemo(() => ({ more: t('grid.more'), showFullText: t('grid.showFullText', { title }) }), [t, title]);
  const [open, setOpen] = useState(false);
  return (
    <span className="expandable-text">
      <span className="expandable-text-value">{`${text.slice(0, max).trimEnd()}…`}</span>{' '}
      <button type="button" className="p-button p-button-link p-0 text-sm" onClick={() => setOpen(true)} aria-label={labels.showFullText}>
        {labels.more}
      </button>
      {/* Mounted only when open: a grid page holds hundreds of these cells, and idle dialogs cost render time. */}
      {open && (
        <ModalDialog header={title} onHide={() => setOpen(false)} width="640px">
          <p className="m-0 white-space-pre-line">{text}</p>
        </ModalDialog>
      )}
    </span>
  );
}
