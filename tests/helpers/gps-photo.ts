// A phone photo as phones save it: stored sideways (800×400, left half red, right half blue) with EXIF
// orientation 6 and the GPS position it was taken at. Shown upright it is 400×800, red on top.
import sharp from 'sharp';
import exifReader from 'exif-reader';

export const GPS_PHOTO = { storedWidth: 800, storedHeight: 400, uprightWidth: 400, uprightHeight: 800 };

export async function gpsPhoto(): Promise<Buffer> {
  const { storedWidth: width, storedHeight: height } = GPS_PHOTO;
  const half = (r: number, b: number) => ({
    input: { create: { width: width / 2, height, channels: 3 as const, background: { r, g: 30, b } } },
  });
  return sharp({ create: { width, height, channels: 3, background: '#000' } })
    .composite([
      { ...half(220, 30), left: 0, top: 0 },
      { ...half(30, 220), left: width / 2, top: 0 },
    ])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Upright 6' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 23/1 2/1', GPSLongitudeRef: 'W', GPSLongitude: '82/1 33/1 18/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The GPS position written in a picture's EXIF, or undefined when it has none. */
export async function gpsOf(input: string | Buffer): Promise<unknown> {
  const { exif } = await sharp(input).metadata();
  return exif ? exifReader(exif).GPSInfo : undefined;
}

/** Red, green and blue of one pixel of an image file or buffer. */
export async function colourAt(input: string | Buffer, x: number, y: number) {
  const { data, info } = await sharp(input).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}
