import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBulkDisableLocationsMutation, useBulkLoadLocationsMutation, type LocationBulkResult } from '../../../api/tags/geography';
import { checkLocationDeactivateFile, checkLocationLoadFile } from '../../../domain/locations/bulk/checkLocationFile';
import type { LocationDeactivateRow, LocationLoadRow } from '../../../domain/locations/bulk/locationRows';
import { ruleMessageKey, ruleValues, type LocationRuleCode } from '../../../domain/locations/bulk/locationRules';
import type { LocationBulkIssue } from '../../../domain/locations/bulk/locationSheet';
import { columnHeader, locationTemplate, writeLocationTemplate, type LocationBulkColumn, type LocationBulkMode } from '../../../domain/locations/bulk/locationTemplates';
import type { BulkDescription } from '../../../shared/bulk/BulkPage';
import { BulkSavedRows } from '../../../shared/bulk/BulkSavedRows';
import type { SendOutcome } from '../../../shared/bulk/useBulkSteps';
import type { Language } from '../../../shared/i18n/i18n';
import { LIMITS } from '../../../shared/validation/limits';
import { LocationBulkUsage } from './LocationBulkUsage';

type Saved = LocationBulkResult['locations'];
type Row = LocationLoadRow | LocationDeactivateRow;

/** A text of the mode's own (locations.bulk.<mode>.<text>). */
const textKey = (mode: LocationBulkMode, text: string) => `locations.bulk.${mode}.${text}`;
const ROUTE_TITLE: Record<LocationBulkMode, string> = { load: 'routes.locationsBulkLoad', deactivate: 'routes.locationsBulkDeactivate' };

/** The load's or the deactivation's description for the bulk page kit: its template, worker check, call and result. */
export function useLocationBulk(mode: LocationBulkMode): BulkDescription<Row, LocationBulkIssue, Saved> {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language === 'en' ? 'en' : 'es';
  const [load] = useBulkLoadLocationsMutation();
  const [disable] = useBulkDisableLocationsMutation();

  const send = useCallback(async (rows: Row[]): Promise<SendOutcome<LocationBulkIssue, Saved>> => {
    const answer = mode === 'load'
      ? await load({ locationBulkLoadRequest: { rows: rows as LocationLoadRow[] } }).unwrap()
      : await disable({ locationBulkDisableRequest: { rows: rows as LocationDeactivateRow[] } }).unwrap();
    const { data } = answer;
    if (data.saved) return { ok: true, result: data.locations };
    const issues = data.errors.map((e) => ({ rowNumber: e.rowNumber, column: e.column as LocationBulkColumn, code: e.code as LocationRuleCode, serverMessage: e.message }));
    return { ok: false, issues };
  }, [mode, load, disable]);

  const header = useCallback((column: string) => (column === '' ? '' : columnHeader(mode, column, language)), [mode, language]);

  const showIssue = useCallback((issue: LocationBulkIssue) => {
    const messageKey = ruleMessageKey(issue.code);
    // A code the app does not know (a newer service) keeps the service's own text.
    const message = !i18n.exists(messageKey) && issue.serverMessage ? issue.serverMessage : t(messageKey, ruleValues(issue.column, issue.code));
    return { rowNumber: issue.rowNumber, column: header(issue.column), message };
  }, [t, i18n, header]);

  return useMemo(() => ({
    id: `locations-bulk-${mode}`,
    texts: {
      title: t(ROUTE_TITLE[mode]),
      intro: t(textKey(mode, 'intro')),
      fileLabel: t(textKey(mode, 'fileLabel')),
      ready: (count: number) => t(textKey(mode, 'ready'), { count }),
      send: (count: number) => t(textKey(mode, 'send'), { count }),
      issues: (count: number, fromServer: boolean) => t(textKey(mode, fromServer ? 'serverIssues' : 'issues'), { count }),
      issuesFile: t(textKey(mode, 'issuesFile')),
    },
    template: { write: () => writeLocationTemplate(mode, language), fileName: locationTemplate(mode, language).fileName, hint: t(textKey(mode, 'hint')) },
    usage: { title: t(textKey(mode, 'usageTitle')), content: <LocationBulkUsage mode={mode} header={header} /> },
    limits: { maxFileBytes: LIMITS.bulkLoad.maxFileBytes, maxRows: LIMITS.locations.bulkMaxRows },
    check: mode === 'load' ? checkLocationLoadFile : checkLocationDeactivateFile,
    send,
    showIssue,
    renderResult: (locations: Saved, name: string) => (
      <BulkSavedRows
        summary={t(textKey(mode, 'done'), { count: locations.length })}
        name={name}
        title={t('locations.bulk.result.table')}
        rows={locations}
        columns={[{ header: t('locations.fields.name'), field: 'name' }, { header: t('locations.bulk.result.locationId'), field: 'locationId' }]}
      />
    ),
  }), [mode, t, language, header, send, showIssue]);
}
