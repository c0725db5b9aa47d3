import { useMemo, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../core/errors/useApiErrorMessage';
import { formatFileSize } from '../files/formatFileSize';
import { localeOf } from '../i18n/localeOf';
import { FileDrop } from '../ui/FileDrop';
import { BulkIssues } from './BulkIssues';
import type { ShownIssue } from './issuesFile';
import type { BulkFileError } from './sheetCheck';
import { TemplateStep, type BulkTemplate, type BulkUsage } from './TemplateStep';
import { useBulkSteps, type BulkSteps } from './useBulkSteps';

/** What a screen says; the kit's own texts (bulk.*) cover the rest. */
export interface BulkTexts {
  title: string;
  intro: string;
  /** Names the file input for screen readers. */
  fileLabel: string;
  ready: (count: number) => string;
  /** The confirm button: what will happen to how many ("Cargar 500 componentes"). */
  send: (count: number) => string;
  issues: (count: number, fromServer: boolean) => string;
  /** Names the downloaded error list. */
  issuesFile: string;
}

/** One bulk screen, described: its texts, template, usage guide, check (in a worker), send and result. */
export interface BulkDescription<Row, Issue, Result> extends BulkSteps<Row, Issue, Result> {
  /** Prefix of the page's element ids. */
  id: string;
  texts: BulkTexts;
  template: BulkTemplate;
  usage?: BulkUsage;
  /** The caps a too-large file is told about. */
  limits: { maxFileBytes: number; maxRows: number };
  showIssue: (issue: Issue) => ShownIssue;
  renderResult: (result: Result, fileName: string) => ReactNode;
}

/**
 * The bulk page every bulk screen is: 1 template (and usage guide), 2 file, 3 check (errors by row and
 * column, downloadable), 4 confirm and send with progress, then the result. A bad file loses nothing:
 * another one can be chosen at any step but while sending.
 */
export function BulkPage<Row, Issue, Result>({ description }: { description: BulkDescription<Row, Issue, Result> }) {
  const { t, i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const { id, texts, limits, showIssue } = description;
  const { state, chooseFile, send, restart } = useBulkSteps(description);
  const busy = state.step === 'reading' || state.step === 'sending';
  const shownIssues = useMemo(() => (state.step === 'invalid' ? state.issues.map(showIssue) : []), [state, showIssue]);

  const fileErrorText = (code: BulkFileError) =>
    t(`bulk.fileErrors.${code}`, { size: formatFileSize(limits.maxFileBytes, localeOf(i18n.language)), rows: limits.maxRows.toLocaleString(localeOf(i18n.language)) });

  return (
    <section className="p-3 flex flex-column gap-4" aria-labelledby={`${id}-title`}>
      <header className="flex flex-column gap-1">
        <h1 id={`${id}-title`} className="text-2xl font-semibold m-0">{texts.title}</h1>
        <p className="m-0 text-700">{texts.intro}</p>
      </header>

      <TemplateStep id={id} heading={t('bulk.steps.template')} template={description.template} usage={description.usage} />

      <section aria-labelledby={`${id}-file`} className="flex flex-column gap-2">
        <h2 id={`${id}-file`} className="text-lg font-semibold m-0">{t('bulk.steps.file')}</h2>
        <FileDrop
          label={texts.fileLabel}
          dropText={t('bulk.file.drop')}
          chooseText={t('bulk.file.choose')}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          icon="pi pi-file-excel"
          disabled={busy}
          onFiles={(files) => void chooseFile(files[0] ?? null)}
        />
      </section>

      <section aria-labelledby={`${id}-check`} className="flex flex-column gap-2" aria-busy={busy}>
        <h2 id={`${id}-check`} className="text-lg font-semibold m-0">{t('bulk.steps.check')}</h2>
        {state.step === 'choose' && <p className="m-0 text-700">{t('bulk.file.waiting')}</p>}
        {state.step === 'reading' && (
          <>
            <p role="status" className="m-0">{t('bulk.file.reading', { name: state.name })}</p>
            <ProgressBar mode="indeterminate" style={{ height: '6px' }} aria-label={t('bulk.progress')} />
          </>
        )}
        {state.step === 'refused' && (
          <p role="alert" className="m-0 p-3 border-round bg-red-50 text-red-800">
            {state.name && <strong>{`${state.name}: `}</strong>}
            {fileErrorText(state.fileError)}
          </p>
        )}
        {state.step === 'invalid' && <BulkIssues title={texts.issues(state.issues.length, state.fromServer)} issues={shownIssues} fileTitle={texts.issuesFile} />}
        {(state.step === 'ready' || state.step === 'sending') && (
          <p role="status" className="m-0 p-3 border-round bg-blue-50 text-blue-800">
            <strong>{`${state.file.name}: `}</strong>
            {texts.ready(state.rows.length)}
          </p>
        )}
        {state.step === 'done' && (
          <>
            {description.renderResult(state.result, state.name)}
            <div>
              <Button type="button" label={t('bulk.another')} icon="pi pi-refresh" outlined onClick={restart} />
            </div>
          </>
        )}
      </section>

      {(state.step === 'ready' || state.step === 'sending') && (
        <section aria-labelledby={`${id}-send`} className="flex flex-column gap-2" aria-busy={state.step === 'sending'}>
          <h2 id={`${id}-send`} className="text-lg font-semibold m-0">{t('bulk.steps.send')}</h2>
          {state.step === 'ready' && state.sendError !== null && <p role="alert" className="p-error m-0">{errorMessage(state.sendError)}</p>}
          {state.step === 'sending' && (
            <>
              <p role="status" className="m-0">{t('bulk.sending', { name: state.file.name, count: state.rows.length })}</p>
              <ProgressBar mode="indeterminate" style={{ height: '6px' }} aria-label={t('bulk.progress')} />
            </>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="button" label={texts.send(state.rows.length)} icon="pi pi-send" onClick={() => void send()} disabled={state.step === 'sending'} />
            <Button type="button" label={t('bulk.again')} text onClick={restart} disabled={state.step === 'sending'} />
          </div>
        </section>
      )}
    </section>
  );
}
