/** A file's content as a data: URL (also what an <img> can show without an object URL to revoke). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('file could not be read'));
    reader.onload = () => resolve(String(reader.result));
    reader.readAsDataURL(file);
  });
}

/** A file's content as raw base64 (no data: URL prefix), the form the file storage service takes. */
export async function readAsBase64(file: Blob): Promise<string> {
  const url = await readAsDataUrl(file);
  return url.slice(url.indexOf(',') + 1);
}
