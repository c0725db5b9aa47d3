import type { XlsxReadErrorCode, XlsxSheet } from './types';

export type XlsxReadReply = { type: 'done'; sheet: XlsxSheet } | { type: 'failed'; code: XlsxReadErrorCode; message: string };
