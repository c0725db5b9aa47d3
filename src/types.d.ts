declare const __APP_VERSION__: string;

/** One part of a language file, split at build time (scripts/webpack/translationPartLoader.cjs). */
declare module '*.json?part=first' {
  const strings: Record<string, unknown>;
  export default strings;
}
declare module '*.json?part=screens' {
  const strings: Record<string, unknown>;
  export default strings;
}
