import { hasVisibleText, sanitizeHtml, textToHtml } from './sanitizeHtml';

const inert = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
};

describe('sanitizeHtml', () => {
  it('keeps what the editor writes', () => {
    const html = '<h2>Pasos</h2><p class="ql-align-center"><strong>Reinicie</strong> el <em>equipo</em></p><ol><li data-list="bullet">Uno</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, handlers, styles, images, frames and forms', () => {
    const box = inert(
      '<script>alert(1)</script><p onclick="x()" style="color:red">a</p><img src="https://evil.example/x.png" onerror="x()">' +
        '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input></form><svg onload="x()"></svg>',
    );
    expect(box.querySelector('script, img, iframe, form, input, svg, [style]')).toBeNull();
    expect([...box.querySelectorAll('*')].flatMap((el) => el.getAttributeNames()).filter((n) => n.startsWith('on'))).toEqual([]);
    expect(box.textContent).toBe('a');
  });

  it('keeps safe links, opened apart, and removes javascript:, data: and relative ones', () => {
    const box = inert(
      '<a href="https://docs.example.com/a">ok</a><a href="javascript:alert(1)">js</a><a href="JaVaScRiPt:alert(1)">js2</a>' +
        '<a href="data:text/html,x">data</a><a href="/admin">rel</a><a href="mailto:soporte@example.com">mail</a>',
    );
    const links = [...box.querySelectorAll('a')];
    expect(links.filter((a) => a.hasAttribute('href')).map((a) => a.getAttribute('href'))).toEqual(['https://docs.example.com/a', 'mailto:soporte@example.com']);
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
  });

  it('keeps only the editor classes', () => {
    expect(sanitizeHtml('<p class="ql-indent-1 p-button layout-topbar">x</p>')).toBe('<p class="ql-indent-1">x</p>');
  });

  it('tells an empty editor from text, and writes text as escaped paragraphs', () => {
    expect(hasVisibleText('<p><br></p>')).toBe(false);
    expect(hasVisibleText('<p>Hola</p>')).toBe(true);
    expect(textToHtml('<b>a</b>\n\nb')).toBe('<p>&lt;b&gt;a&lt;/b&gt;</p><p><br></p><p>b</p>');
  });
});
