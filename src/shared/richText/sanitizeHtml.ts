import DOMPurify from 'dompurify';

/**
 * The one sanitiser of rich text (solution content), run on save and again on display: DOMPurify, never hand-written
 * regular expressions. It keeps what the editor (Quill 2) writes and nothing else: no script, style, form, frame or
 * image (an image would load from anywhere and the CSP allows only the app's own), no event handler or style attribute,
 * links only to http, https and mailto, opened apart and without the opener or referrer.
 */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ol', 'ul', 'li', 'h1', 'h2', 'h3', 'blockquote', 'pre', 'code', 'span'];
const ALLOWED_ATTR = ['href', 'class', 'data-list'];
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** A relative or unparsable address has no place in content read on other pages: only absolute, safe ones stay. */
function safeHref(href: string): boolean {
  try {
    return SAFE_PROTOCOLS.has(new URL(href).protocol);
  } catch {
    return false;
  }
}

function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Quill's formats are its ql-* classes (alignment, indent); any other class could borrow the app's own styles.
    const kept = [...node.classList].filter((name) => name.startsWith('ql-'));
    if (kept.length) node.setAttribute('class', kept.join(' '));
    else node.removeAttribute('class');
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    if (href === null || !safeHref(href)) node.removeAttribute('href');
    else {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ADD_ATTR: ['target', 'rel'], ALLOW_DATA_ATTR: false });
}

/** Whether sanitised HTML holds any text a reader would see (an editor left with `<p><br></p>` holds none). */
export function hasVisibleText(html: string): boolean {
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  return (doc.body.textContent ?? '').trim().length > 0;
}

/** Plain text as HTML: each line a paragraph, its characters escaped by the DOM itself. */
export function textToHtml(text: string): string {
  const root = document.createElement('div');
  for (const line of text.split('\n')) {
    const p = document.createElement('p');
    if (line) p.textContent = line;
    else p.appendChild(document.createElement('br'));
    root.appendChild(p);
  }
  return root.innerHTML;
}
