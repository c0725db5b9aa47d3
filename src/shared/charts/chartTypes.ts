/** One row of numbers drawn as bars or a line, a value per category (null: no value there). */
export interface ChartSeries {
  label: string;
  kind: 'bar' | 'line';
  values: readonly (number | null)[];
}

/** A horizontal band behind the series (a traffic light's green, amber and red), from and to in the value axis. */
export interface ChartBand {
  label: string;
  from: number;
  to: number;
  tone: 'good' | 'warning' | 'bad' | 'neutral';
}

/** What a chart shows, in words and numbers: the canvas draws it, the table reads it out. */
export interface ChartSpec {
  /** The chart's accessible name and the table's caption. */
  title: string;
  /** The category axis (periods, answers...), one per value of each series. */
  categories: readonly string[];
  /** The category column's heading in the table. */
  categoryLabel: string;
  series: readonly ChartSeries[];
  bands?: readonly ChartBand[];
  /** The value axis' range, when it is fixed (percentages: 0 to 100). */
  valueRange?: { min: number; max: number };
  /** Bars across instead of up. */
  horizontal?: boolean;
  /** Words beside a value in the table (its band's name), so the table says what the colours say. */
  describeValue?: (value: number) => string | null;
}
