// The part of fontverter's API that fonts.ts and tests/helpers/font-glyphs.ts use (the package ships no types).
declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer, toFormat: 'woff2' | 'woff' | 'sfnt' | 'truetype'): Promise<Buffer>;
  };
  export default fontverter;
}
