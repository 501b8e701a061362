import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { v3 } from '../client/paths.ts';
import { request } from '../client/request.ts';
import { isOpenableUrl } from '../client/url.ts';
import { optBool, optText } from '../client/schema.ts';
import { shellKeys } from './keys.ts';

export interface MenuItem {
  id: string;
  title?: string;
  l10n?: string;
  l10n_collapsed?: string;
  icon?: string;
  sidebar: boolean;
  role?: string;
  path?: string;
  url?: string;
  pendo?: string;
  preview?: boolean;
  comesoon?: boolean;
  divider?: boolean;
  children: MenuItem[];
}

const menuItemSchema: z.ZodMiniType<MenuItem> = z.lazy(() =>
  z.pipe(
    z.looseObject({
      id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
      title: optText,
      l10n: optText,
      l10n_collapsed: optText,
      icon: optText,
      // Shown unless the server says otherwise; 0/1 read as a flag, like `preview` beside it.
      sidebar: z.pipe(optBool, z.transform((v) => v !== false)),
      role: optText,
      path: optText,
      // Opened in a new window or linked: only a web address or a same-origin path, never `javascript:`.
      url: z.pipe(optText, z.transform((v) => (v && isOpenableUrl(v) ? v : undefined))),
      pendo: optText,
      preview: optBool,
      comesoon: optBool,
      divider: optBool,
      children: z.pipe(z.nullish(z.array(menuItemSchema)), z.transform((v) => v ?? [])),
    }),
    z.transform((v) => v as MenuItem),
  ),
);

const preReleaseItemSchema = z.looseObject({
  preReleaseKey: optText,
  id: optText,
  l10n: optText,
  feature: optText,
});

export const menuResponseSchema = z.looseObject({
  data: z.array(menuItemSchema),
  preRelease: z.pipe(z.nullish(z.array(preReleaseItemSchema)), z.transform((v) => v ?? [])),
  previewFramework: z.pipe(
    z.nullish(
      z.looseObject({
        preReleaseIds: z.pipe(z.nullish(z.array(z.pipe(z.union([z.string(), z.number()]), z.transform(String)))), z.transform((v) => v ?? [])),
      }),
    ),
    z.transform((v) => v ?? { preReleaseIds: [] as string[] }),
  ),
});
export type MenuResponse = z.output<typeof menuResponseSchema>;

function getMenu(): Promise<MenuResponse> {
  return request({ path: v3('menu'), schema: menuResponseSchema });
}

export const menuQueryOptions = () => queryOptions({ queryKey: shellKeys.menu(), queryFn: getMenu, staleTime: Infinity });

/** Every id of every level, for the access checks (contract §6). */
export function collectMenuIds(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [item.id, ...collectMenuIds(item.children)]);
}
