/**
 * Webpack loader for one part of a language file (`src/shared/i18n/<language>.json?part=first|screens`).
 * The strings the shell shows before any screen (top-level keys listed in firstRenderNamespaces.json) come
 * before the first render; every screen's strings come with the first screen, so the initial JavaScript
 * does not grow with each new screen (issue 15). The language file stays the one source of its strings.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a webpack loader is CommonJS
const FIRST_RENDER = new Set(require('../../src/shared/i18n/firstRenderNamespaces.json'));

module.exports = function translationPart(source) {
  const part = new URLSearchParams(this.resourceQuery.slice(1)).get('part');
  if (part !== 'first' && part !== 'screens') throw new Error(`Unknown strings part "${part}" in ${this.resource}`);
  const strings = JSON.parse(source);
  return JSON.stringify(Object.fromEntries(Object.entries(strings).filter(([key]) => FIRST_RENDER.has(key) === (part === 'first'))));
};
