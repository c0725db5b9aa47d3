import es from '../../../src/shared/i18n/es.json';
import { RULE_VALUES, type ComponentRuleCode } from '../../../src/domain/components/componentRules';

export const interpolate = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** A rule's message in Spanish, the service's language, from the app's own translation and the rule's LIMITS values. */
export const ruleMessage = (code: ComponentRuleCode): string => interpolate(es.components.rules[code], RULE_VALUES[code] ?? {});
