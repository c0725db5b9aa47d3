/** Decoded pixels: RGBA, 4 bytes a pixel, rows top to bottom (the layout of canvas ImageData). */
export interface Raster {
  width: number;
  height: number;
  data: Uint8ClampedArray<ArrayBuffer>;
}

/**
 * What the image pipeline needs from a browser: decoding a file to pixels and encoding pixels as JPEG.
 * canvasCodec.ts is the canvas implementation; everything else works on rasters, so jest can run it.
 */
export interface ImageCodec {
  decode(image: Blob): Promise<Raster>;
  encodeJpeg(raster: Raster, quality: number): Promise<Blob>;
}
