import { useId } from 'react';
import { RadioButton } from 'primereact/radiobutton';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../../../shared/forms/fields';
import { BusyButton } from '../../../../shared/ui/BusyButton';
import { LIMITS } from '../../../../shared/validation/limits';
import type { MovementKind } from './movementRules';
import { usesInstall, usesRetire } from './movementRules';
import { SerialListField } from './SerialListField';
import type { MovementDraft } from './useMovementDraft';

const KINDS: MovementKind[] = ['install', 'retire', 'substitute'];

interface MovementFormProps {
  draft: MovementDraft;
  /** Why movements are not possible now (status or permission); null when they are. */
  disabledReason: string | null;
  submitting: boolean;
  /** The movement rule or the server's refusal, already in words. */
  error: string | null;
  commentError: string | null;
  onSubmit: () => void;
}

/** The movement being prepared: kind, serials to install and/or retire, an optional comment. */
export function MovementForm({ draft, disabledReason, submitting, error, commentError, onSubmit }: MovementFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { kind, pending, typed } = draft;

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-column gap-3">
      <h3 id={`${id}-title`} className="text-lg font-semibold m-0">{t('ticketTabs.movements.formTitle')}</h3>
      {disabledReason && (
        <p role="note" className="m-0 p-3 border-round bg-yellow-50 text-yellow-900 flex align-items-center gap-2">
          <span className="pi pi-lock" aria-hidden="true" />
          {disabledReason}
        </p>
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <fieldset disabled={disabledReason !== null || submitting} className="border-none p-0 m-0 flex flex-column gap-3">
          <div role="radiogroup" aria-labelledby={`${id}-kind`} className="flex flex-wrap align-items-center gap-4">
            <span id={`${id}-kind`} className="font-medium">{t('ticketTabs.movements.kind')}</span>
            {KINDS.map((k) => (
              <div key={k} className="flex align-items-center gap-2">
                <RadioButton inputId={`${id}-${k}`} name={`${id}-kind`} value={k} checked={kind === k} onChange={() => draft.setKind(k)} disabled={disabledReason !== null} />
                <label htmlFor={`${id}-${k}`}>{t(`ticketTabs.movements.kinds.${k}`)}</label>
              </div>
            ))}
          </div>
          <div className="flex flex-wrap gap-4">
            {usesInstall(kind) && (
              <SerialListField
                title={t('ticketTabs.movements.toInstall')}
                inputLabel={t('ticketTabs.movements.serialToInstall')}
                value={typed.install}
                onType={(v) => draft.type('install', v)}
                onAdd={() => draft.add('install')}
                error={draft.errors.install}
                serials={pending.install}
                onRemove={(s) => draft.remove('install', s)}
              />
            )}
            {usesRetire(kind) && (
              <SerialListField
                title={t('ticketTabs.movements.toRetire')}
                inputLabel={t('ticketTabs.movements.serialToRetire')}
                value={typed.retire}
                onType={(v) => draft.type('retire', v)}
                onAdd={() => draft.add('retire')}
                error={draft.errors.retire}
                serials={pending.retire}
                onRemove={(s) => draft.remove('retire', s)}
              />
            )}
          </div>
          {kind === 'substitute' && (
            <p className="m-0 text-700" aria-live="polite">
              {t('ticketTabs.movements.counts', { install: pending.install.length, retire: pending.retire.length })}
            </p>
          )}
          <TextArea
            id={`${id}-comment`}
            name="comment"
            label={`${t('ticketTabs.movements.comment')} ${t('ticketDetail.optional')}`}
            rows={3}
            max={LIMITS.textAreaMax}
            value={draft.comment}
            onChange={(e) => draft.setComment(e.target.value)}
            onBlur={() => undefined}
            error={commentError}
          />
          {error && (
            <div role="alert" className="p-3 border-round bg-red-50 text-red-800">
              {error}
            </div>
          )}
          <div className="flex gap-2">
            <BusyButton type="submit" icon="pi pi-check" label={t('ticketTabs.movements.apply')} busy={submitting} />
            <button type="button" className="p-button p-button-text" onClick={draft.reset} disabled={!draft.dirty}>
              {t('ticketTabs.movements.discard')}
            </button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
