declare module 'subset-font' {
  export interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    preserveNameIds?: number[];
    keepFeatures?: string[];
    variationAxes?: Record<string, number | { min?: number; max?: number; default?: number }>;
    keepAllGlyphs?: boolean;
    noLayoutClosure?: boolean;
    glyphNames?: boolean;
    noHinting?: boolean;
    dropTables?: string[];
  }
  /** A font holding only the glyphs `text` needs (harfbuzz's subsetter, as WebAssembly). */
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string | null | undefined,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}
