import { Editor } from 'primereact/editor';
import { useEffect, useState, type ReactNode } from 'react';
import 'quill/dist/quill.snow.css';
import { useFieldReading } from './fieldReadings';
import { describedBy, FieldFrame } from './FieldFrame';
import { useBoundField } from './useBoundField';

/** What the text reads in a summary of the form (a save's conflict): its words, not its markup. */
const htmlReading = (html: string | null) => new DOMParser().parseFromString(html ?? '', 'text/html').body.textContent ?? '';

/** The toolbar's and the editing area's names, in the user's language (the caller's translations). */
export interface RichTextLabels {
  toolbar: string;
  bold: string;
  italic: string;
  underline: string;
  ordered: string;
  bullet: string;
  link: string;
  clean: string;
}

interface RichTextInputProps {
  name: string;
  label: ReactNode;
  labels: RichTextLabels;
  required?: boolean;
  hint?: ReactNode;
}

/**
 * Rich text bound to Formik: PrimeReact's Editor (Quill 2), holding the editor's HTML. The toolbar offers only what the
 * sanitiser keeps (bold, italic, underline, lists, links, clear; headings already written stay): no image, colour or
 * font, so nothing is pasted that would load from elsewhere or need a style the CSP would refuse. No heading picker:
 * Quill draws it as an unnamed button, which screen readers could not name. Quill writes classes and elements, and
 * PrimeReact its styles, which the CSP's style-src allows ('unsafe-inline' for styles only). Sanitise on save and show
 * stored HTML through SafeHtml (src/shared/richText).
 */
export function RichTextInput({ name, label, labels, required = false, hint }: RichTextInputProps) {
  const { id, value, error, helpers, disabled } = useBoundField<string>(name);
  useFieldReading(name, label, htmlReading);
  const labelId = `${id}-label`;
  const described = describedBy(id, error, Boolean(hint));
  const [area, setArea] = useState<HTMLElement | null>(null);

  // Quill's editing area is a contenteditable div: named and described by ARIA, since a <label> cannot point at it.
  useEffect(() => {
    if (!area) return;
    area.setAttribute('role', 'textbox');
    area.setAttribute('aria-multiline', 'true');
    area.setAttribute('aria-labelledby', labelId);
    area.setAttribute('aria-required', String(required));
    area.setAttribute('aria-invalid', String(Boolean(error)));
    if (described) area.setAttribute('aria-describedby', described);
    else area.removeAttribute('aria-describedby');
    // The link's address is typed in Quill's own tooltip, whose input has no label.
    area.parentElement?.querySelector('.ql-tooltip input')?.setAttribute('aria-label', labels.link);
  }, [area, labelId, required, error, described, labels.link]);

  const header = (
    <span className="ql-formats" role="toolbar" aria-label={labels.toolbar}>
      <button type="button" className="ql-bold" aria-label={labels.bold} />
      <button type="button" className="ql-italic" aria-label={labels.italic} />
      <button type="button" className="ql-underline" aria-label={labels.underline} />
      <button type="button" className="ql-list" value="ordered" aria-label={labels.ordered} />
      <button type="button" className="ql-list" value="bullet" aria-label={labels.bullet} />
      <button type="button" className="ql-link" aria-label={labels.link} />
      <button type="button" className="ql-clean" aria-label={labels.clean} />
    </span>
  );

  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint} labelId={labelId}>
      <Editor
        id={id}
        value={value}
        headerTemplate={header}
        formats={['header', 'bold', 'italic', 'underline', 'list', 'link']}
        readOnly={disabled}
        onLoad={(quill: { root: HTMLElement }) => setArea(quill.root)}
        onTextChange={(event) => void helpers.setValue(event.htmlValue ?? '')}
        className={error ? 'p-invalid' : undefined}
        style={{ minHeight: '14rem' }}
      />
    </FieldFrame>
  );
}
