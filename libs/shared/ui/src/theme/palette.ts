/**
 * Raw colour scales of the console. Semantic tokens (see semantic-colors.ts) point at these;
 * components never use them directly. Hue scales have their own names (crimson, amber, emerald,
 * azure) so they do not partially overwrite Chakra's default red/orange/green/blue scales.
 */
export const palette = {
  brand: {
    50: '#eef5fc',
    100: '#d8e7f8',
    200: '#b3d0f1',
    300: '#8ab8ec',
    400: '#5b97dc',
    500: '#2d6cba',
    600: '#1f5fae',
    700: '#1b4d8c',
    800: '#1a406f',
    900: '#18355a',
    950: '#0f213a',
  },
  neutral: {
    0: '#ffffff',
    50: '#f5f7fa',
    100: '#eef1f5',
    200: '#dfe4eb',
    300: '#c8d0da',
    400: '#a0aab8',
    500: '#778293',
    600: '#566273',
    700: '#3f4957',
    800: '#2a3140',
    850: '#1f2530',
    900: '#171c24',
    950: '#0f1319',
  },
  /** The navigation chrome: dark in both colour modes. */
  ink: {
    100: '#e8ecf2',
    300: '#a9b4c4',
    600: '#35415a',
    700: '#2a3446',
    800: '#1b2230',
    900: '#121821',
    950: '#0b0e13',
  },
  crimson: {
    50: '#fef3f2',
    100: '#fee4e2',
    300: '#ff9c8f',
    600: '#d92d20',
    700: '#b42318',
    900: '#7a271a',
    950: '#3d1512',
  },
  amber: {
    50: '#fff6ed',
    100: '#ffead5',
    300: '#fdb46b',
    600: '#e04f16',
    700: '#b54708',
    900: '#772917',
    950: '#3a2410',
  },
  emerald: {
    50: '#ecfdf3',
    100: '#d1fadf',
    300: '#6ee7a8',
    600: '#079455',
    700: '#067647',
    900: '#074d31',
    950: '#0d2e20',
  },
  azure: {
    50: '#eff8ff',
    100: '#d1e9ff',
    300: '#84caff',
    600: '#1570ef',
    700: '#175cd3',
    900: '#194185',
    950: '#102a43',
  },
} as const;

type PaletteName = keyof typeof palette;

/** A reference into the palette such as `'neutral.900'`. */
export type PaletteRef = {
  [N in PaletteName]: `${N}.${Extract<keyof (typeof palette)[N], number>}`;
}[PaletteName];

export function paletteHex(ref: PaletteRef): string {
  const [name, shade] = ref.split('.') as [PaletteName, string];
  const scale: Record<string, string> = palette[name];
  const hex = scale[shade];
  if (hex === undefined) throw new Error(`Unknown palette colour ${ref}`);
  return hex;
}
