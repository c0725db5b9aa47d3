import { useEffect, useId, useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Points per page: a popup stays short enough to read without scrolling. */
export const GROUP_PAGE_SIZE = 5;

interface Props {
  total: number;
  /** A page of the group's points, by their place in the caller's list. */
  leaves: (offset: number, limit: number) => Promise<number[]>;
  render: (index: number) => ReactNode;
  format: (n: number) => string;
  /** Called after a page is drawn: the popup fits itself to it. */
  onDrawn: () => void;
}

/** A group no zoom of the map splits (one place, or places too close), opened as a paged list. */
export function GroupList({ total, leaves, render, format, onDrawn }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<number[] | null>(null);

  useEffect(() => {
    let current = true;
    void leaves(offset, GROUP_PAGE_SIZE).then((indexes) => current && setPage(indexes));
    return () => {
      current = false;
    };
  }, [leaves, offset]);
  useLayoutEffect(onDrawn, [onDrawn, page]);

  const last = Math.min(offset + GROUP_PAGE_SIZE, total);
  return (
    <section aria-labelledby={titleId}>
      <p id={titleId} className="mt-0 font-semibold">
        {t('map.list', { count: total, formatted: format(total) })}
      </p>
      <ul className="sd-map-list">{page?.map((index) => <li key={index}>{render(index)}</li>)}</ul>
      {total > GROUP_PAGE_SIZE && (
        <div className="flex align-items-center gap-2 mt-2">
          <PageButton label={t('map.previous')} enabled={offset > 0} onClick={() => setOffset(offset - GROUP_PAGE_SIZE)} />
          <span aria-live="polite">{t('map.listRange', { from: format(offset + 1), to: format(last), total: format(total) })}</span>
          <PageButton label={t('map.next')} enabled={last < total} onClick={() => setOffset(offset + GROUP_PAGE_SIZE)} />
        </div>
      )}
    </section>
  );
}

/** aria-disabled, not disabled: the button that reached the first or last page keeps the focus. */
function PageButton({ label, enabled, onClick }: { label: string; enabled: boolean; onClick: () => void }) {
  return (
    <button type="button" className={`p-button p-button-sm p-button-text${enabled ? '' : ' p-disabled'}`} aria-disabled={!enabled} onClick={enabled ? onClick : undefined}>
      {label}
    </button>
  );
}
