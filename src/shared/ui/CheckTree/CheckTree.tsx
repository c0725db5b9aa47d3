import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { filterTree, leafValues, type TreeChoice } from './treeChoices';
import './checkTree.css';

export type { TreeChoice } from './treeChoices';

interface CheckTreeProps {
  /** The tree's accessible name (the field it stands for). */
  label: string;
  nodes: readonly TreeChoice[];
  /** The chosen leaf values. */
  selected: readonly number[];
  onChange: (next: number[]) => void;
  disabled?: boolean;
  /** Branches open at first (all when the tree is small enough to read whole). */
  initiallyOpen?: boolean;
}

/**
 * Choose leaves of a tree (permissions by module, places by region): a branch's box chooses or
 * clears everything under it and shows "some" when part is chosen; a filter narrows the tree by name.
 * Native checkboxes in nested lists, so screen readers and keyboards need nothing special.
 */
export function CheckTree({ label, nodes, selected, onChange, disabled = false, initiallyOpen = false }: CheckTreeProps) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(initiallyOpen ? allBranchKeys(nodes) : []));
  const chosen = useMemo(() => new Set(selected), [selected]);
  const shown = useMemo(() => filterTree(nodes, query), [nodes, query]);
  const total = useMemo(() => leafValues(nodes).length, [nodes]);
  const filtering = query.trim() !== '';

  const setMany = (values: readonly number[], on: boolean) => {
    const next = new Set(chosen);
    for (const value of values) {
      if (on) next.add(value);
      else next.delete(value);
    }
    onChange([...next].sort((a, b) => a - b));
  };
  const toggleOpen = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const renderNodes = (list: readonly TreeChoice[]) => (
    <ul className="check-tree-list">
      {list.map((node) =>
        node.children ? (
          <Branch
            key={node.key}
            node={node}
            expanded={filtering || open.has(node.key)}
            chosen={chosen}
            disabled={disabled}
            onToggleOpen={() => toggleOpen(node.key)}
            onChoose={(on) => setMany(leafValues([node]), on)}
          >
            {renderNodes(node.children)}
          </Branch>
        ) : (
          <li key={node.key} className="check-tree-leaf">
            <label className="flex align-items-start gap-2">
              <input type="checkbox" checked={chosen.has(node.value!)} disabled={disabled} onChange={(e) => setMany([node.value!], e.target.checked)} />
              <span>
                {node.label}
                {node.hint && <small className="block text-600">{node.hint}</small>}
              </span>
            </label>
          </li>
        ),
      )}
    </ul>
  );

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="check-tree flex flex-column gap-2">
      <div className="flex flex-wrap align-items-center gap-2">
        <span id={`${id}-label`} className="font-medium mr-auto">
          {label}
        </span>
        <span className="text-600 text-sm" aria-live="polite">
          {t('checkTree.selectedCount', { count: chosen.size, total })}
        </span>
      </div>
      <InputText
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t('checkTree.filter')}
        aria-label={t('checkTree.filterLabel', { name: label })}
        className="w-full"
      />
      <div className="check-tree-body">{shown.length ? renderNodes(shown) : <p className="text-600 m-2">{t('checkTree.noMatches')}</p>}</div>
    </div>
  );
}

interface BranchProps {
  node: TreeChoice;
  expanded: boolean;
  chosen: ReadonlySet<number>;
  disabled: boolean;
  onToggleOpen: () => void;
  onChoose: (on: boolean) => void;
  children: ReactNode;
}

function Branch({ node, expanded, chosen, disabled, onToggleOpen, onChoose, children }: BranchProps) {
  const { t } = useTranslation();
  const values = leafValues([node]);
  const count = values.filter((v) => chosen.has(v)).length;
  const all = values.length > 0 && count === values.length;
  const box = useRef<HTMLInputElement>(null);
  // "Some chosen" has no HTML attribute: it is a property of the element.
  useEffect(() => {
    if (box.current) box.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <li className="check-tree-branch">
      <div className="flex align-items-center gap-1">
        <button
          type="button"
          className="p-button p-button-text p-button-sm p-button-icon-only check-tree-toggle"
          aria-expanded={expanded}
          aria-label={t(expanded ? 'checkTree.collapse' : 'checkTree.expand', { name: node.label })}
          onClick={onToggleOpen}
        >
          <span className={`pi ${expanded ? 'pi-chevron-down' : 'pi-chevron-right'}`} aria-hidden="true" />
        </button>
        <label className="flex align-items-center gap-2 font-medium">
          <input ref={box} type="checkbox" checked={all} disabled={disabled || values.length === 0} onChange={(e) => onChoose(e.target.checked)} />
          <span>
            {node.label} <span className="text-600 font-normal text-sm">({t('checkTree.branchCount', { count, total: values.length })})</span>
          </span>
        </label>
      </div>
      {expanded && children}
    </li>
  );
}

function allBranchKeys(nodes: readonly TreeChoice[]): string[] {
  return nodes.flatMap((n) => (n.children ? [n.key, ...allBranchKeys(n.children)] : []));
}
