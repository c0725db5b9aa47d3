import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The shell's first focusable element, shown on focus: moves the focus past the top bar and the menu. */
export function SkipLink({ target }: { target: string }) {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus, not the address's hash: the router owns the address.
    event.preventDefault();
    document.getElementById(target)?.focus();
  };
  return (
    <a href={`#${target}`} className="skip-link" onClick={skip}>
      {t('shell.skipToContent')}
    </a>
  );
}
