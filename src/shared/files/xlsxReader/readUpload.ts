import { readBytes } from '../readBytes';
import type { XlsxReadReply } from './protocol';
import { readXlsx } from './readXlsx';
import { XlsxReadError } from './types';

/** What both hosts do: the file's bytes, read and answered as a reply (errors included). */
export async function answerRead(file: Blob): Promise<XlsxReadReply> {
  try {
    return { type: 'done', sheet: await readXlsx(await readBytes(file)) };
  } catch (error) {
    if (error instanceof XlsxReadError) return { type: 'failed', code: error.code, message: error.message };
    return { type: 'failed', code: 'unprocessable', message: error instanceof Error ? error.message : String(error) };
  }
}
