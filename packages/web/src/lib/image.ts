// Profile pictures: any image the browser can read becomes a square JPEG of PROFILE_IMAGE_SIZE_PX,
// cropped to the centre, small enough for the server's limit.
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_SIZE_PX } from '@hemvakt/contract/account';

export class ImageReadError extends Error {
  constructor(readonly reason: 'unreadable' | 'tooLarge') {
    super(reason);
  }
}

/** The part of a w×h image to draw so that it fills a square (centre crop). */
export function centreSquare(width: number, height: number): { sx: number; sy: number; side: number } {
  const side = Math.min(width, height);
  return { sx: (width - side) / 2, sy: (height - side) / 2, side };
}

/** Bytes of the data a base64 data URL carries. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length * 3) / 4 - padding;
}

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new ImageReadError('unreadable'));
    };
    image.src = url;
  });
}

export async function profileImageFromFile(file: File, size = PROFILE_IMAGE_SIZE_PX): Promise<string> {
  if (!file.type.startsWith('image/')) throw new ImageReadError('unreadable');
  const image = await loadImage(file);
  if (!image.naturalWidth || !image.naturalHeight) throw new ImageReadError('unreadable');
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new ImageReadError('unreadable');
  // JPEG has no transparency: a white background instead of black behind transparent pictures.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.imageSmoothingQuality = 'high';
  const { sx, sy, side } = centreSquare(image.naturalWidth, image.naturalHeight);
  context.drawImage(image, sx, sy, side, side, 0, 0, size, size);
  for (const quality of [0.86, 0.75, 0.6, 0.45]) {
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    if (dataUrlBytes(dataUrl) <= PROFILE_IMAGE_MAX_BYTES) return dataUrl;
  }
  throw new ImageReadError('tooLarge');
}
