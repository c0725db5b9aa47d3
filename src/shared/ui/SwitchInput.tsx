export interface SwitchInputProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  describedBy?: string;
}

/**
 * An on/off switch with PrimeReact's InputSwitch look around one native role="switch" input:
 * PrimeReact's own nests that input in a role="checkbox" element (axe nested-interactive). The
 * caller labels it with a <label htmlFor={id}>.
 */
export function SwitchInput({ id, checked, onChange, disabled, describedBy }: SwitchInputProps) {
  return (
    <span className={`p-inputswitch p-component ${checked ? 'p-highlight' : ''} ${disabled ? 'p-disabled' : ''}`}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="p-inputswitch-input"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        disabled={disabled}
        aria-describedby={describedBy}
      />
      <span className="p-inputswitch-slider" />
    </span>
  );
}
