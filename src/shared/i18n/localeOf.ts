/** The Intl locale for the app's language (numbers, sizes, dates): Mexican Spanish by default. */
export const localeOf = (language: string | undefined) => (language?.startsWith('en') ? 'en-US' : 'es-MX');
