const PRIME_STYLE_ID = 'data-primereact-style-id';
/** Styles PrimeReact would first add when a modal dialog opens; created with the page instead. */
const RESERVED_PRIME_STYLES = ['focustrap'] as const;

/**
 * Keeps PrimeReact's own <style> elements from restyling the whole page. PrimeReact 10 sets the text
 * of its shared style elements (base, common, the component's) again each time a component mounts;
 * the browser then re-reads the sheet, restyles every element and lays the page out again (a Chromium
 * trace of opening the Gantt dialog over a long work order: two full layouts, about 100 ms). Setting
 * the same text again is skipped. Adding a style element has the same cost, so the one the first
 * modal dialog would add exists from the start (PrimeReact reuses a style element of the same id).
 */
export function guardPrimeStyles(doc: Document): void {
  const win = doc.defaultView;
  if (!win) return;
  const text = Object.getOwnPropertyDescriptor(win.Node.prototype, 'textContent')!;
  Object.defineProperty(win.HTMLStyleElement.prototype, 'textContent', {
    configurable: true,
    get(this: HTMLStyleElement) {
      return text.get!.call(this);
    },
    set(this: HTMLStyleElement, value: string | null) {
      if (this.hasAttribute(PRIME_STYLE_ID) && text.get!.call(this) === (value ?? '')) return;
      text.set!.call(this, value);
    },
  });
  for (const name of RESERVED_PRIME_STYLES) {
    if (doc.head.querySelector(`style[${PRIME_STYLE_ID}="${name}"]`)) continue;
    const style = doc.createElement('style');
    style.setAttribute(PRIME_STYLE_ID, name);
    doc.head.appendChild(style);
  }
}
