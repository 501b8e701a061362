// The catalogue in two parts (issue 11, item 8): `messages.po?part=first-paint` holds the messages of
// what the first paint can draw (the frame, every page, loading / empty / error states, the HTTP
// policy's notices), `messages.po?part=rest` everything else (menus, dialogs, drawers, panels, the
// bell, the simulator …), loaded after the first paint. The split is by where a message is used
// (the catalogue's `#:` origins), so a new message lands in the right part by itself.
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { relative } from 'node:path';
import type { PluginOption } from 'vite';

export type CataloguePart = 'first-paint' | 'rest';

/** Sources whose messages the first paint may show. Anything drawn only after it is not listed. */
export const FIRST_PAINT_SOURCES: readonly RegExp[] = [
  /^apps\/console\/src\//,
  /^libs\/shared\/api\/src\//,
  /^libs\/shared\/ui\/src\/components\/(empty-state|error-state|loading-state|trace-id|copy-button|value-or-dash|date-time|relative-time)\//,
  /^libs\/rbac\/src\//,
  /^libs\/shell\/src\/(model|hooks)\//,
  /^libs\/shell\/src\/components\/(app-header|brand-logo|breadcrumbs|left-menu|module-page|shell-frame|global-search-results)\.tsx$/,
];

export const isFirstPaintSource = (file: string) => FIRST_PAINT_SOURCES.some((pattern) => pattern.test(file));

/** Which part a message belongs to, by the files it is used in. */
export function partOf(origins: readonly (readonly [string, number?])[] | undefined): CataloguePart {
  return origins?.some(([file]) => isFirstPaintSource(file)) ? 'first-paint' : 'rest';
}

const PART_QUERY = /\.po\?part=(first-paint|rest)$/;

export function catalogueParts(configPath: string): PluginOption {
  const config = getConfig({ configPath });
  return {
    name: 'soc:catalogue-parts',
    enforce: 'pre',
    async load(id) {
      const match = PART_QUERY.exec(id);
      if (!match) return null;
      const part = match[1] as CataloguePart;
      const file = id.slice(0, id.indexOf('?'));
      const found = getCatalogForFile(relative(config.rootDir ?? process.cwd(), file), await getCatalogs(config));
      if (!found) throw new Error(`${file} is not a catalogue of lingui.config`);
      const { locale, catalog } = found;
      this.addWatchFile(file);
      const sourceLocale = config.sourceLocale ?? 'en';
      const source = await catalog.read(sourceLocale);
      const { messages } = await catalog.getTranslations(locale, { fallbackLocales: config.fallbackLocales ?? {}, sourceLocale });
      const picked = Object.fromEntries(Object.entries(messages).filter(([msgId]) => partOf(source?.[msgId]?.origin) === part));
      const { source: code } = createCompiledCatalog(locale, picked, { namespace: 'es', pseudoLocale: config.pseudoLocale });
      return { code, moduleType: 'js' };
    },
  };
}
