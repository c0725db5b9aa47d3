import { InputText } from 'primereact/inputtext';
import { useId } from 'react';

/** A labelled search field with its hint, for lists filtered as the user types. */
export function SearchBox({ label, hint, value, onChange, max }: { label: string; hint?: string; value: string; onChange: (text: string) => void; max: number }) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-column gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <InputText
        id={id}
        type="search"
        value={value}
        maxLength={max}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? hintId : undefined}
        className="w-full md:w-30rem"
      />
      {hint && (
        <small id={hintId} className="text-600">
          {hint}
        </small>
      )}
    </div>
  );
}
