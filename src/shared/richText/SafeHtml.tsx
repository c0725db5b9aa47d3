import { useMemo } from 'react';
import { sanitizeHtml } from './sanitizeHtml';

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** Rich text shown inert: the only place the app renders stored HTML, always through the sanitiser. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={['rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}
