import { makePdf, makePng } from '../../../test/sandbox/filestorage/bytes';
import { detectFileKind, extensionOf, KIND_OF_EXTENSION } from './fileSignature';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));

describe('magic-byte detection', () => {
  it('recognises PNG, JPEG, PDF, Office binary (.doc/.xls) and Office Open XML (.docx/.xlsx)', () => {
    expect(detectFileKind(makePng(2, 2, [1, 2, 3]))).toBe('png');
    expect(detectFileKind(bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0))).toBe('jpeg');
    expect(detectFileKind(makePdf(['Acta']))).toBe('pdf');
    expect(detectFileKind(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0))).toBe('ole2');
    expect(detectFileKind(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0))).toBe('zip');
  });

  it('finds a PDF header after leading bytes within the first 1024, not later', () => {
    expect(detectFileKind(ascii(`${' '.repeat(100)}%PDF-1.7`))).toBe('pdf');
    expect(detectFileKind(ascii(`${' '.repeat(1020)}%PDF-1.7`))).toBeNull();
  });

  it('refuses text, executables, truncated signatures and empty files', () => {
    expect(detectFileKind(ascii('hola, esto no es un PDF'))).toBeNull();
    expect(detectFileKind(bytes(0x4d, 0x5a, 0x90, 0))).toBeNull(); // MZ: a Windows executable
    expect(detectFileKind(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(detectFileKind(bytes(0xff, 0xd8))).toBeNull();
    expect(detectFileKind(new Uint8Array())).toBeNull();
  });

  it('expects each allowed extension to hold its own kind', () => {
    expect(KIND_OF_EXTENSION).toEqual({ doc: 'ole2', xls: 'ole2', docx: 'zip', xlsx: 'zip', pdf: 'pdf', jpg: 'jpeg', jpeg: 'jpeg', png: 'png' });
    // A PNG renamed to .pdf is caught: its kind is not the extension's.
    expect(detectFileKind(makePng(2, 2, [0, 0, 0]))).not.toBe(KIND_OF_EXTENSION.pdf);
  });

  it('reads the extension of a name with a base name, in lower case', () => {
    expect(extensionOf('Foto del equipo.JPEG')).toBe('jpeg');
    expect(extensionOf('acta.final.pdf')).toBe('pdf');
    expect(extensionOf('.pdf')).toBe('');
    expect(extensionOf('informe')).toBe('');
  });
});
