// The environment answers label lookups from an index (jsdomEnvironment.js): these are the HTML standard's answers,
// which jsdom's own walk gives, checked across the changes that must rebuild the index.

afterEach(() => {
  document.body.innerHTML = '';
});

const labelTexts = (element: Element) => [...((element as HTMLInputElement).labels ?? [])].map((label) => label.textContent);

describe('label lookups in the test environment', () => {
  it('finds a control by its for attribute, the first element with that id, and by nesting', () => {
    document.body.innerHTML = `
      <label for="name">Name</label>
      <input id="name" />
      <input id="name" />
      <label>Mobile <input id="mobile" /></label>
      <label for="mobile">Phone</label>`;
    const [first, second] = document.querySelectorAll<HTMLInputElement>('#name');
    const mobile = document.getElementById('mobile')!;
    expect(labelTexts(first!)).toEqual(['Name']);
    expect(labelTexts(second!)).toEqual([]);
    expect(labelTexts(mobile)).toEqual(['Mobile ', 'Phone']);
    expect(document.querySelector('label')!.control).toBe(first);
  });

  it('gives no control where the for names a non-labelable element or a hidden input', () => {
    document.body.innerHTML = `<label for="box">Box</label><div id="box"></div><label for="secret">Secret</label><input id="secret" type="hidden" />`;
    const [box, secret] = document.querySelectorAll('label');
    expect(box!.control).toBeNull();
    expect(secret!.control).toBeNull();
    expect((document.getElementById('secret') as HTMLInputElement).labels).toBeNull();
  });

  it('follows changes to the tree and to attributes', () => {
    document.body.innerHTML = `<label for="a">Label</label><input id="a" /><input id="b" />`;
    const label = document.querySelector('label')!;
    const a = document.getElementById('a') as HTMLInputElement;
    const b = document.getElementById('b') as HTMLInputElement;
    const labelsOfB = b.labels!;
    expect(labelTexts(a)).toEqual(['Label']);

    label.htmlFor = 'b';
    expect(label.control).toBe(b);
    expect(labelTexts(a)).toEqual([]);
    expect(labelsOfB).toHaveLength(1);

    b.type = 'hidden';
    expect(label.control).toBeNull();

    b.remove();
    const again = document.createElement('input');
    again.id = 'b';
    document.body.append(again);
    expect(label.control).toBe(again);

    label.remove();
    expect(labelTexts(again)).toEqual([]);
  });

  it('answers for a label outside any document as jsdom does, by walking it', () => {
    const label = document.createElement('label');
    const input = document.createElement('input');
    label.append(input);
    expect(label.control).toBe(input);
  });
});
