import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './catalogue.css';

/** One of the related catalogues a route reaches (reasons and their families, equipment and reparation types). */
export interface CatalogueFamily {
  /** Its value of the `family` URL parameter, so each is a link of its own. */
  id: string;
  titleKey: string;
  /** The permission that shows it; without it the user is told so instead. */
  permission: string;
  content: () => ReactNode;
}

interface CatalogueFamiliesProps {
  families: readonly CatalogueFamily[];
  can: (permission: string) => boolean;
  /** Names the links' navigation. */
  label: string;
}

/** Links to a route's related catalogues and the chosen one (the first by default), or why the user cannot see it. */
export function CatalogueFamilies({ families, can, label }: CatalogueFamiliesProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // Read from the address alone (the grid's writes keep the page's own `family`): a family chosen before
  // its address showed would mount a grid that writes its state over the address still on its way.
  const chosen = params.get('family');
  const active = families.find((f) => f.id === chosen) ?? families[0]!;
  return (
    <div className="flex flex-column gap-3">
      <nav aria-label={label} className="catalogue-families flex flex-wrap gap-2">
        {families.map((family) => (
          <Link
            key={family.id}
            to={{ search: `?family=${family.id}` }}
            aria-current={family === active ? 'page' : undefined}
            className={`p-button p-button-sm ${family === active ? '' : 'p-button-outlined'}`}
          >
            {t(family.titleKey)}
          </Link>
        ))}
      </nav>
      {can(active.permission) ? (
        // A remount per family keeps one catalogue's grid state and dialogs out of the next.
        <div key={active.id}>{active.content()}</div>
      ) : (
        <p role="status" className="catalogue-notice m-0 p-3 border-round">
          <i className="pi pi-lock mr-2" aria-hidden="true" />
          {t('catalogues.noPermission', { catalogue: t(active.titleKey) })}
        </p>
      )}
    </div>
  );
}
