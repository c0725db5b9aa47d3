import { memo, useMemo, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { StructureColumn } from './structureColumns';
import type { StructureNode, StructureUser } from './structureModel';

interface Props {
  label: string;
  roots: StructureNode[];
  columns: StructureColumn[];
  expanded: ReadonlySet<number>;
  onToggle: (userId: number) => void;
  /** Row actions (edit, log); none when the user may do nothing on a row. */
  actions?: (user: StructureUser) => ReactNode;
  actionsHeader: string;
}

interface VisibleRow {
  node: StructureNode;
  depth: number;
  position: number;
  siblings: number;
}

/** The rows on screen: every root, and the children of each expanded person, depth first. */
function visibleRows(roots: StructureNode[], expanded: ReadonlySet<number>): VisibleRow[] {
  const rows: VisibleRow[] = [];
  const walk = (nodes: StructureNode[], depth: number) => {
    nodes.forEach((node, i) => {
      rows.push({ node, depth, position: i + 1, siblings: nodes.length });
      if (expanded.has(node.user.userId)) walk(node.children, depth + 1);
    });
  };
  walk(roots, 0);
  return rows;
}

/**
 * The structure as a tree grid (ARIA treegrid): one row per person under their superior, every field in
 * its column, a button to open or close a person's people in charge. Vacant positions and bosses more
 * than one level up are marked in words, not only by colour.
 */
export function StructureTree({ label, roots, columns, expanded, onToggle, actions, actionsHeader }: Props) {
  const rows = useMemo(() => visibleRows(roots, expanded), [roots, expanded]);
  const [first, ...rest] = columns;
  return (
    <div className="structure-tree p-datatable p-component p-datatable-sm" role="region" aria-label={label} tabIndex={0}>
      <table role="treegrid" aria-label={label} className="structure-tree-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.id} scope="col" style={{ width: c.width }}>{c.header}</th>
            ))}
            {actions && <th scope="col" style={{ width: '8rem' }}>{actionsHeader}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <TreeRow key={row.node.user.userId} row={row} first={first!} rest={rest} open={expanded.has(row.node.user.userId)} onToggle={onToggle} actions={actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface RowProps {
  row: VisibleRow;
  first: StructureColumn;
  rest: StructureColumn[];
  open: boolean;
  onToggle: (userId: number) => void;
  actions?: (user: StructureUser) => ReactNode;
}

const TreeRow = memo(function TreeRow({ row, first, rest, open, onToggle, actions }: RowProps) {
  const { t } = useTranslation();
  const { node, depth, position, siblings } = row;
  const { user } = node;
  const hasChildren = node.children.length > 0;
  return (
    <tr aria-level={depth + 1} aria-posinset={position} aria-setsize={siblings} aria-expanded={hasChildren ? open : undefined} className={user.isVacant ? 'structure-vacant' : undefined}>
      <td>
        <div className="flex align-items-center gap-1" style={{ paddingLeft: `${depth * 1.25}rem` }}>
          {hasChildren ? (
            <Button
              type="button"
              text
              rounded
              size="small"
              className="structure-toggle"
              icon={open ? 'pi pi-chevron-down' : 'pi pi-chevron-right'}
              aria-label={t(open ? 'hierarchy.tree.collapse' : 'hierarchy.tree.expand', { name: user.fullName, people: node.children.length })}
              onClick={() => onToggle(user.userId)}
            />
          ) : (
            <span className="structure-toggle-space" aria-hidden="true" />
          )}
          <span className="structure-name" title={first.text(user)}>{first.text(user)}</span>
          {hasChildren && <span className="text-600 text-sm">{t('hierarchy.tree.inCharge', { count: node.children.length })}</span>}
          {user.isVacant && <span className="structure-badge structure-badge-vacant">{t('hierarchy.tree.vacant')}</span>}
          {node.skipsLevel && (
            <span className="structure-badge structure-badge-warning" title={t('hierarchy.tree.skipsLevelHint')}>
              <i className="pi pi-exclamation-triangle mr-1" aria-hidden="true" />
              {t('hierarchy.tree.skipsLevel')}
            </span>
          )}
        </div>
      </td>
      {rest.map((c) => {
        const text = c.text(user);
        return (
          <td key={c.id} title={text}>{text}</td>
        );
      })}
      {actions && <td>{actions(user)}</td>}
    </tr>
  );
});
