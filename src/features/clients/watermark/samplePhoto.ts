/**
 * The sample photo the watermark is previewed on, drawn rather than shipped: a branch office under a sky, with
 * light and dark areas so a background colour and opacity can be judged on both.
 */
export function drawSamplePhoto(context: CanvasRenderingContext2D, width: number, height: number): void {
  const sky = context.createLinearGradient(0, 0, 0, height * 0.65);
  sky.addColorStop(0, '#5d8fc9');
  sky.addColorStop(1, '#cfe3f5');
  context.fillStyle = sky;
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#7a8b5a';
  context.fillRect(0, height * 0.65, width, height * 0.35);
  context.fillStyle = '#9a9a9a';
  context.fillRect(0, height * 0.78, width, height * 0.08);
  // The building: a façade, a sign and two rows of windows.
  const left = width * 0.3;
  const top = height * 0.28;
  const facade = { width: width * 0.42, height: height * 0.45 };
  context.fillStyle = '#e9dfcf';
  context.fillRect(left, top, facade.width, facade.height);
  context.fillStyle = '#1f4e79';
  context.fillRect(left, top, facade.width, facade.height * 0.16);
  context.fillStyle = '#3b4a5a';
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 4; col++) {
      context.fillRect(left + facade.width * (0.06 + col * 0.24), top + facade.height * (0.26 + row * 0.34), facade.width * 0.16, facade.height * 0.22);
    }
  }
  context.fillStyle = '#f4c542';
  context.beginPath();
  context.arc(width * 0.85, height * 0.16, Math.min(width, height) * 0.07, 0, Math.PI * 2);
  context.fill();
}
