/** A record's facts as label and value pairs, two columns wide from medium screens: a detail dialog's summary. */
export function FactList({ facts }: { facts: readonly (readonly [label: string, value: string])[] }) {
  return (
    <dl className="grid m-0">
      {facts.map(([label, value]) => (
        <div key={label} className="col-12 md:col-6 flex gap-2">
          <dt className="font-semibold">{label}:</dt>
          <dd className="m-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
