import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface TicketSearchBoxProps {
  label: string;
  placeholder: string;
  maxLength: number;
  /** Digits only (a ticket number). */
  numeric?: boolean;
  /** The text searched when the box is drawn (from the address). */
  initial?: string | null;
  onSearch: (text: string | null) => void;
}

/** A search field run with Enter or its button; empty searches everything. */
export function TicketSearchBox({ label, placeholder, maxLength, numeric = false, initial, onSearch }: TicketSearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(initial ?? '');
  return (
    <form
      role="search"
      className="flex align-items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim() || null);
      }}
    >
      <div className="flex flex-column gap-1">
        <label htmlFor={id} className="font-medium text-sm">
          {label}
        </label>
        <input
          id={id}
          className="p-inputtext p-inputtext-sm"
          value={text}
          maxLength={maxLength}
          inputMode={numeric ? 'numeric' : undefined}
          placeholder={placeholder}
          // Wide enough for the whole placeholder, and the title for a narrower screen.
          title={placeholder}
          style={{ width: `calc(${placeholder.length}ch + 2rem)`, maxWidth: '100%' }}
          onChange={(e) => setText(numeric ? e.target.value.replace(/\D/g, '') : e.target.value)}
        />
      </div>
      <button type="submit" className="p-button p-button-sm p-button-outlined" aria-label={t('ticketAssignment.search')}>
        <span className="pi pi-search" aria-hidden="true" />
      </button>
    </form>
  );
}
