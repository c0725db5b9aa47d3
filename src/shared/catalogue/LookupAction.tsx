import { useState } from 'react';
import { Formik } from 'formik';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { ChoiceInput } from '../forms/fields';
import { ModalDialog } from '../ui/dialogs/ModalDialog';
import type { CatalogueLookup } from './catalogueTypes';
import { ChildRowsTable } from './ChildRowsTable';

/** The header button of a lookup, and its dialog. */
export function LookupAction({ lookup }: { lookup: CatalogueLookup }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" icon={lookup.icon} label={t(`catalogues.lookups.${lookup.id}.open`)} outlined onClick={() => setOpen(true)} />
      {open && <LookupDialog lookup={lookup} onHide={() => setOpen(false)} />}
    </>
  );
}

/** The choice, then the rows read for it. Nothing is sent: the form only holds the choice. */
function LookupDialog({ lookup, onHide }: { lookup: CatalogueLookup; onHide: () => void }) {
  const { t } = useTranslation();
  const source = lookup.by.useOptions();
  const { name } = lookup.by;
  return (
    <ModalDialog header={t(`catalogues.lookups.${lookup.id}.title`)} onHide={onHide} width="48rem">
      <Formik<Record<string, number | null>> initialValues={{ [name]: null }} onSubmit={() => undefined}>
        {({ values }) => {
          const chosen = values[name] ?? null;
          const label = source.options.find((o) => o.value === chosen)?.label ?? '';
          return (
            <div className="flex flex-column gap-3">
              <ChoiceInput name={name} label={t(`catalogues.fields.${name}`)} source={source} />
              {chosen === null ? (
                <p className="m-0">{t(`catalogues.lookups.${lookup.id}.choose`)}</p>
              ) : (
                <LookupRows lookup={lookup} id={chosen} title={t(`catalogues.lookups.${lookup.id}.rows`, { name: label })} />
              )}
            </div>
          );
        }}
      </Formik>
    </ModalDialog>
  );
}

function LookupRows({ lookup, id, title }: { lookup: CatalogueLookup; id: number; title: string }) {
  const { t } = useTranslation();
  const rows = lookup.rows.useQuery({ id });
  return <ChildRowsTable rows={rows} columns={lookup.columns} title={title} empty={t(`catalogues.lookups.${lookup.id}.empty`)} />;
}
