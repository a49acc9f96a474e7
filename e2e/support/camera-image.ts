import sharp from 'sharp';

/**
 * A camera-sized photo (3000 × 4000, portrait, 1-3 MB) with sky, grass, two bins and sensor-like grain,
 * as a phone's camera hands it to the page: for the curb-photo spec and the photo benchmark.
 */
export async function cameraImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="4000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#8ec5fc"/><stop offset="0.55" stop-color="#e0c3fc"/>
      <stop offset="0.56" stop-color="#6b8e23"/><stop offset="1" stop-color="#556b2f"/>
    </linearGradient></defs>
    <rect width="3000" height="4000" fill="url(#g)"/>
    <rect x="700" y="1800" width="700" height="1300" rx="60" fill="#2f855a"/>
    <rect x="1600" y="1850" width="650" height="1250" rx="60" fill="#2b6cb0"/>
    <text x="900" y="1700" font-size="220" fill="#1a202c">CURB</text>
  </svg>`;
  // Grain a few pixels wide, like leaves and gravel: it survives the phone's shrink, as real detail does.
  const grain = await sharp({
    create: {
      width: 1000,
      height: 1333,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .png()
    .toBuffer()
    .then((b) => sharp(b).resize(3000, 4000, { kernel: 'cubic' }).png({ compressionLevel: 1 }).toBuffer());
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}
