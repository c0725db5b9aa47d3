import { useState, type ReactNode } from 'react';
import { Accordion, AccordionTab } from 'primereact/accordion';
import { useTranslation } from 'react-i18next';
import type { FilterDescription, FilterFieldDescription, FilterSection } from './filterTypes';

type Draft = Record<string, unknown>;

/** The keys a field keeps its value under. */
const keysOf = (field: FilterFieldDescription<Draft>): string[] => ('name' in field ? [field.name] : [field.from, field.to]);

/** Whether a field holds something other than the empty filter's value (a section to open). */
const holdsValue = (field: FilterFieldDescription<Draft>, draft: Draft, empty: Draft) => keysOf(field).some((key) => JSON.stringify(draft[key]) !== JSON.stringify(empty[key]));

/**
 * Which sections are open: at first those holding a value (else the first); `reveal` opens the sections
 * of the given fields (their indexes in the description's fields), as a refused search does.
 */
export function useOpenSections<V extends object>(filter: FilterDescription<V>, start: V) {
  const sections = (filter.sections ?? []) as readonly FilterSection<Draft>[];
  const fields = filter.fields as readonly FilterFieldDescription<Draft>[];
  const [open, setOpen] = useState<number[]>(() => {
    const holding = sections.flatMap((section, index) => (section.fields.some((field) => holdsValue(field, start as Draft, filter.empty as Draft)) ? [index] : []));
    return holding.length > 0 ? holding : [0];
  });
  const reveal = (fieldIndexes: readonly number[]) => {
    const wanted = sections.flatMap((section, index) => (section.fields.some((field) => fieldIndexes.includes(fields.indexOf(field))) ? [index] : []));
    if (wanted.length > 0) setOpen((current) => [...new Set([...current, ...wanted])].sort((a, b) => a - b));
  };
  return { open, setOpen, reveal };
}

interface FilterSectionsProps<V> {
  sections: readonly FilterSection<V>[];
  open: number[];
  onOpen: (open: number[]) => void;
  /** A field's control. */
  control: (field: FilterFieldDescription<V>) => ReactNode;
}

/** A long filter's fields in titled sections, each opened and closed on its header. */
export function FilterSections<V>({ sections, open, onOpen, control }: FilterSectionsProps<V>) {
  const { t } = useTranslation();
  return (
    <Accordion multiple activeIndex={open} onTabChange={(event) => onOpen(Array.isArray(event.index) ? event.index : [event.index])} className="w-full">
      {sections.map((section) => (
        <AccordionTab key={section.labelKey} header={t(section.labelKey)}>
          <div className="flex flex-wrap align-items-start gap-3">{section.fields.map(control)}</div>
        </AccordionTab>
      ))}
    </Accordion>
  );
}
