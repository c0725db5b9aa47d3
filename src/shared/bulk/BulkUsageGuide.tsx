export interface BulkUsageGuideProps {
  intro: string;
  columnsTitle: string;
  /** Each template column, by its header, with what it takes. */
  columns: readonly { header: string; text: string }[];
  rulesTitle: string;
  rules: readonly string[];
}

/** A bulk screen's usage guide (the content of the template step's dialog): what each column takes, then the rules. */
export function BulkUsageGuide({ intro, columnsTitle, columns, rulesTitle, rules }: BulkUsageGuideProps) {
  return (
    <div className="flex flex-column gap-3">
      <p className="m-0">{intro}</p>
      <h3 className="text-base font-semibold m-0">{columnsTitle}</h3>
      <dl className="m-0 flex flex-column gap-2">
        {columns.map(({ header, text }) => (
          <div key={header}>
            <dt className="font-semibold">{header}</dt>
            <dd className="m-0">{text}</dd>
          </div>
        ))}
      </dl>
      <h3 className="text-base font-semibold m-0">{rulesTitle}</h3>
      <ul className="m-0 pl-4 flex flex-column gap-1">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </div>
  );
}
