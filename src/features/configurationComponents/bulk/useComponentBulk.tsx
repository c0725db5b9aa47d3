import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBulkLoadProductsMutation, useBulkUpdateProductsMutation, type ProductBulkResult, type ProductTemplateRow } from '../../../api/tags/product';
import { checkComponentFile } from '../../../domain/components/bulk/checkComponentFile';
import type { ComponentIssue } from '../../../domain/components/bulk/componentSheet';
import { componentTemplate, TEMPLATE_HEADERS, writeComponentTemplate, type BulkMode } from '../../../domain/components/bulk/componentTemplate';
import { RULE_VALUES, ruleMessageKey, type ComponentRuleCode } from '../../../domain/components/componentRules';
import type { TemplateColumn } from '../../../domain/components/templateRows';
import type { BulkDescription } from '../../../shared/bulk/BulkPage';
import type { SendOutcome } from '../../../shared/bulk/useBulkSteps';
import type { Language } from '../../../shared/i18n/i18n';
import { LIMITS } from '../../../shared/validation/limits';
import { ComponentBulkResult } from './ComponentBulkResult';
import { ComponentBulkUsage } from './ComponentBulkUsage';

type Saved = ProductBulkResult['products'];

/** The load's or the update's description for the bulk page kit: the same template, check and result, another call. */
export function useComponentBulk(mode: BulkMode): BulkDescription<ProductTemplateRow, ComponentIssue, Saved> {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language === 'en' ? 'en' : 'es';
  const [load] = useBulkLoadProductsMutation();
  const [update] = useBulkUpdateProductsMutation();
  const call = mode === 'load' ? load : update;

  const send = useCallback(async (rows: ProductTemplateRow[]): Promise<SendOutcome<ComponentIssue, Saved>> => {
    const { data } = await call({ productBulkRequest: { rows } }).unwrap();
    if (data.saved) return { ok: true, result: data.products };
    const issues = data.errors.map((e) => ({ rowNumber: e.rowNumber, column: e.column as TemplateColumn, code: e.code as ComponentRuleCode, serverMessage: e.message }));
    return { ok: false, issues };
  }, [call]);

  const header = useCallback((column: TemplateColumn | '') => (column === '' ? '' : (TEMPLATE_HEADERS[language][column] ?? column)), [language]);

  const showIssue = useCallback((issue: ComponentIssue) => {
    const message = issue.code === 'fieldMismatch' ? t('components.bulk.fieldMismatch')
      // A code the app does not know (a newer service) keeps the service's own text.
      : !i18n.exists(ruleMessageKey(issue.code)) && issue.serverMessage ? issue.serverMessage
      : t(ruleMessageKey(issue.code), RULE_VALUES[issue.code]);
    return { rowNumber: issue.rowNumber, column: header(issue.column), message };
  }, [t, i18n, header]);

  return useMemo(() => ({
    id: `components-bulk-${mode}`,
    texts: {
      title: t(mode === 'load' ? 'routes.configurationComponentsBulkLoad' : 'routes.configurationComponentsBulkUpdate'),
      intro: t(`components.bulk.${mode}.intro`),
      fileLabel: t(`components.bulk.${mode}.fileLabel`),
      ready: (count: number) => t(`components.bulk.${mode}.ready`, { count }),
      send: (count: number) => t(`components.bulk.${mode}.send`, { count }),
      issues: (count: number, fromServer: boolean) => t(`components.bulk.${mode}.${fromServer ? 'serverIssues' : 'issues'}`, { count }),
      issuesFile: t(`components.bulk.${mode}.issuesFile`),
    },
    template: { write: () => writeComponentTemplate(mode, language), fileName: componentTemplate(mode, language).fileName, hint: t(`components.bulk.${mode}.hint`) },
    usage: { title: t(`components.bulk.${mode}.usageTitle`), content: <ComponentBulkUsage mode={mode} header={header} /> },
    limits: { maxFileBytes: LIMITS.bulkLoad.maxFileBytes, maxRows: LIMITS.components.bulkMaxRows },
    check: checkComponentFile,
    send,
    showIssue,
    renderResult: (products: Saved, name: string) => <ComponentBulkResult mode={mode} name={name} products={products} />,
  }), [mode, t, language, header, send, showIssue]);
}
