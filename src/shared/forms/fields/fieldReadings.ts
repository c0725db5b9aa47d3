import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** How a field reads to a person: its label, and a value of it as text ('' when empty). */
export interface FieldReading {
  label: ReactNode;
  text: (value: unknown) => string;
}

/** The readings of the fields a form shows, by field name. */
export type FieldReadings = Map<string, FieldReading>;

/** Provided by a form that sums its fields up for the user (a save's conflict compares them field by field). */
export const FieldReadingsContext = createContext<FieldReadings | null>(null);

/** Tells the form around it, while the field is shown, how it reads; outside such a form it does nothing. */
export function useFieldReading<Value>(name: string, label: ReactNode, text: (value: Value) => string): void {
  const readings = useContext(FieldReadingsContext);
  useEffect(() => {
    if (!readings) return;
    readings.set(name, { label, text: text as (value: unknown) => string });
    return () => void readings.delete(name);
  }, [readings, name, label, text]);
}

/** The text of a value of a plain field: '' when empty. */
export const plainText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
