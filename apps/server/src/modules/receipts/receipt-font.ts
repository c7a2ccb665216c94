import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';

/**
 * The receipt's one font (fonts/README.md): WenQuanYi Micro Hei with TrueType outlines, subset to
 * kana, kanji and simplified hanzi, committed with its licence and never read from the system.
 */
const FONT_URL = new URL('./fonts/WenQuanYiMicroHei-subset.ttf', import.meta.url);

let loaded: { bytes: Buffer; font: fontkit.Font } | undefined;

/** The font's bytes (for pdfkit) and its fontkit face (for the glyph check), read once. */
export function receiptFont(): { bytes: Buffer; font: fontkit.Font } {
  if (!loaded) {
    const bytes = readFileSync(FONT_URL);
    loaded = { bytes, font: fontkit.create(bytes) as fontkit.Font };
  }
  return loaded;
}

/** The characters of `text` the font cannot print (each once, in order); spaces always print. */
export function unprintable(text: string): string[] {
  const { font } = receiptFont();
  const missing = new Set<string>();
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code === 0x20 || code === 0x3000) continue;
    if (!font.hasGlyphForCodePoint(code)) missing.add(char);
  }
  return [...missing];
}
