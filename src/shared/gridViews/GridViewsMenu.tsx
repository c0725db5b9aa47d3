import { useId, useState } from 'react';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { useHref } from 'react-router-dom';
import { ConfirmDialog } from '../ui/dialogs/ConfirmDialog';
import { useComboboxExpanded } from '../ui/primeReaderFixes';
import { CopyLinkDialog } from './CopyLinkDialog';
import type { GridViewStore } from './gridViewStore';
import { useGridViewStore } from './GridViewStoreContext';
import type { GridLink } from './useGridLink';
import { useSavedViews } from './useSavedViews';
import { ViewNameDialog } from './ViewNameDialog';

type Open = 'save' | 'rename' | 'delete' | 'link' | null;

const BUTTON = 'p-button p-button-outlined p-button-sm';

interface GridViewsMenuProps {
  link: GridLink;
  /** The grid's name when the page's title does not name it (a tab, one of two grids): the group's accessible name says whose views. */
  name?: string;
}

/** The signed-in user's named views of a grid (nothing while nobody is signed in, as there is no store). */
export function GridViewsMenu(props: GridViewsMenuProps) {
  const store = useGridViewStore();
  return store && <ViewsMenu {...props} store={store} />;
}

/**
 * Pick a view (it opens as a link does, on this grid's part of the address only), save the current state
 * under a name, rename, delete, make one the grid's default, copy the page's link. Native buttons and
 * PrimeReact's dropdown, so everything works from the keyboard.
 */
function ViewsMenu({ link, name, store }: GridViewsMenuProps & { store: GridViewStore }) {
  const { t } = useTranslation();
  const id = useId();
  const saved = useSavedViews(store, link.screenKey);
  const [open, setOpen] = useState<Open>(null);
  const expanded = useComboboxExpanded();
  const href = useHref({ search: `?${link.pageQuery}` });
  const selected = saved.views.find((view) => view.query === link.query) ?? null;
  const options = saved.views.map((view) => ({ label: view.isDefault ? t('gridViews.defaultName', { name: view.name }) : view.name, value: view.id }));
  const otherNames = saved.views.filter((view) => view !== selected).map((view) => view.name);

  return (
    <div className="flex flex-wrap align-items-center gap-2" role="group" aria-label={name ? t('gridViews.groupOf', { name }) : t('gridViews.group')}>
      <label htmlFor={`${id}-views`} className="p-hidden-accessible">
        {t('gridViews.views')}
      </label>
      <Dropdown
        {...expanded}
        inputId={`${id}-views`}
        value={selected?.id ?? null}
        options={options}
        placeholder={saved.views.length ? t('gridViews.unsaved') : t('gridViews.none')}
        emptyMessage={t('gridViews.none')}
        onChange={(event) => {
          const view = saved.views.find((v) => v.id === event.value);
          if (view) link.open(view.query);
        }}
        className="w-14rem p-inputtext-sm"
      />
      <button type="button" className={BUTTON} onClick={() => setOpen('save')}>
        <span className="pi pi-save mr-2" aria-hidden="true" />
        {t('gridViews.saveView')}
      </button>
      {selected && (
        <>
          <button type="button" className={BUTTON} aria-label={t('gridViews.renameView', { name: selected.name })} title={t('gridViews.rename')} onClick={() => setOpen('rename')}>
            <span className="pi pi-pencil" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={BUTTON}
            aria-pressed={selected.isDefault}
            aria-label={t('gridViews.defaultView', { name: selected.name })}
            title={t('gridViews.makeDefault')}
            onClick={() => void saved.setDefault(selected.isDefault ? null : selected.id)}
          >
            <span className={`pi ${selected.isDefault ? 'pi-star-fill' : 'pi-star'}`} aria-hidden="true" />
          </button>
          <button type="button" className={BUTTON} aria-label={t('gridViews.deleteView', { name: selected.name })} title={t('gridViews.delete')} onClick={() => setOpen('delete')}>
            <span className="pi pi-trash" aria-hidden="true" />
          </button>
        </>
      )}
      <button type="button" className={BUTTON} onClick={() => setOpen('link')}>
        <span className="pi pi-link mr-2" aria-hidden="true" />
        {t('gridViews.copyLink')}
      </button>

      {(open === 'save' || (open === 'rename' && selected)) && (
        <ViewNameDialog
          mode={open}
          initialName={open === 'rename' ? selected!.name : ''}
          otherNames={open === 'save' ? saved.views.map((view) => view.name) : otherNames}
          onSubmit={async (name, makeDefault) => {
            if (open === 'rename') return saved.rename(selected!.id, name);
            const view = await saved.save(name, link.query);
            if (makeDefault) await saved.setDefault(view.id);
          }}
          onHide={() => setOpen(null)}
        />
      )}
      {open === 'delete' && selected && (
        <ConfirmDialog
          header={t('gridViews.deleteTitle')}
          message={t('gridViews.deleteBody', { name: selected.name })}
          confirmLabel={t('gridViews.delete')}
          cancelLabel={t('gridViews.cancel')}
          icon="pi pi-trash"
          danger
          onConfirm={() => saved.remove(selected.id)}
          onHide={() => setOpen(null)}
        />
      )}
      {open === 'link' && <CopyLinkDialog link={`${window.location.origin}${href}`} onHide={() => setOpen(null)} />}
    </div>
  );
}
