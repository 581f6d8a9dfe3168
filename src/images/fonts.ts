/**
 * Inter, the one typeface of every picture the site draws: the social cards and post covers (satori,
 * at build) and the digest's charts (resvg, at run time). Both read the static TTF files of
 * @expo-google-fonts/inter: satori takes TTF, OTF or WOFF but not WOFF2, and resvg only TTF or OTF.
 * Only these files are given to either, never a system font, so a picture is the same on every machine.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The weights the pictures use, and each one's file in the package. */
const INTER_FILES = { 400: '400Regular/Inter_400Regular.ttf', 700: '700Bold/Inter_700Bold.ttf' } as const;
export type InterWeight = keyof typeof INTER_FILES;

const weights = Object.keys(INTER_FILES).map(Number) as InterWeight[];
const resolveFile = (weight: InterWeight) => createRequire(import.meta.url).resolve(`@expo-google-fonts/inter/${INTER_FILES[weight]}`);

/** The paths of Inter's regular and bold TTF files, as resvg's `font.fontFiles` takes them. */
export const interFontFiles = (): string[] => weights.map(resolveFile);

/** Inter's regular and bold, read, as satori's `fonts` option takes them. */
export function interFonts(): { name: 'Inter'; data: Buffer; weight: InterWeight; style: 'normal' }[] {
  return weights.map((weight) => ({ name: 'Inter', data: readFileSync(resolveFile(weight)), weight, style: 'normal' }));
}
