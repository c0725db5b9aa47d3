import { useId, useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../ui/BusyButton';
import { DialogFailure, ModalDialog } from '../ui/dialogs/ModalDialog';
import { LIMITS } from '../validation/limits';
import { GridViewStoreError } from './gridViewStore';

interface ViewNameDialogProps {
  mode: 'save' | 'rename';
  initialName: string;
  /** Names of the other views: saving under one replaces it, renaming to one is refused. */
  otherNames: readonly string[];
  onSubmit: (name: string, makeDefault: boolean) => Promise<unknown>;
  onHide: () => void;
}

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

/** Names a view: save the grid's state under a name (optionally as the default), or rename one. */
export function ViewNameDialog({ mode, initialName, otherNames, onSubmit, onHide }: ViewNameDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(initialName);
  const [makeDefault, setMakeDefault] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const trimmed = name.trim();
  const clash = otherNames.some((other) => sameName(other, trimmed));
  const error = !trimmed ? 'required' : trimmed.length > LIMITS.gridViews.nameMax ? 'tooLong' : mode === 'rename' && clash ? 'taken' : null;
  const shownError = submitted && error ? t(`gridViews.nameErrors.${error}`, { max: LIMITS.gridViews.nameMax }) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (error) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(trimmed, makeDefault);
      onHide();
    } catch (refusal) {
      const code = refusal instanceof GridViewStoreError ? refusal.code : 'storageFull';
      setFailure(t(`gridViews.errors.${code}`, { max: LIMITS.gridViews.perScreen }));
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      header={t(mode === 'save' ? 'gridViews.saveTitle' : 'gridViews.renameTitle')}
      onHide={onHide}
      busy={busy}
      footer={
        <>
          <Button type="button" outlined label={t('gridViews.cancel')} onClick={onHide} disabled={busy} />
          <BusyButton type="submit" form={`${id}-form`} icon="pi pi-check" label={t(mode === 'save' ? 'gridViews.save' : 'gridViews.rename')} busy={busy} />
        </>
      }
    >
      <form id={`${id}-form`} className="flex flex-column gap-3" onSubmit={(event) => void submit(event)} noValidate>
        <div className="flex flex-column gap-1">
          <label htmlFor={`${id}-name`} className="font-medium">
            {t('gridViews.name')}
          </label>
          <InputText
            id={`${id}-name`}
            value={name}
            maxLength={LIMITS.gridViews.nameMax}
            onChange={(event) => setName(event.target.value)}
            className={shownError ? 'p-invalid' : undefined}
            aria-invalid={Boolean(shownError)}
            aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ''}`}
            autoComplete="off"
          />
          <small id={`${id}-hint`} className="text-600">
            {mode === 'save' && clash ? t('gridViews.replaces') : t('validation.counter', { used: name.length, max: LIMITS.gridViews.nameMax })}
          </small>
          {shownError && (
            <small id={`${id}-error`} className="p-error">
              {shownError}
            </small>
          )}
        </div>
        {mode === 'save' && (
          <div className="flex align-items-center gap-2">
            <Checkbox inputId={`${id}-default`} checked={makeDefault} onChange={(event) => setMakeDefault(Boolean(event.checked))} />
            <label htmlFor={`${id}-default`}>{t('gridViews.makeDefault')}</label>
          </div>
        )}
        {failure && <DialogFailure>{failure}</DialogFailure>}
      </form>
    </ModalDialog>
  );
}
