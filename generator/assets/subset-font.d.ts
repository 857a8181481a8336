// The part of subset-font's API that fonts.ts uses (the package ships no types).
declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number };
  interface Options {
    targetFormat?: 'woff2' | 'woff' | 'sfnt';
    variationAxes?: Record<string, Axis>;
  }
  function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
  export default subsetFont;
}
