import { partOf } from './catalogue-parts.ts';

describe('partOf', () => {
  it('puts a message used by the frame, a page or a loading/error state in the first-paint part', () => {
    expect(partOf([['apps/console/src/pages/about-page.tsx', 11]])).toBe('first-paint');
    expect(partOf([['libs/shell/src/components/left-menu.tsx', 3]])).toBe('first-paint');
    expect(partOf([['libs/shell/src/model/menu-titles.ts', 9]])).toBe('first-paint');
    expect(partOf([['libs/shared/ui/src/components/error-state/error-state.tsx', 20]])).toBe('first-paint');
  });

  it('leaves what only menus, dialogs, drawers and panels show to the rest', () => {
    expect(partOf([['libs/shell/src/components/user-menu.tsx', 1]])).toBe('rest');
    expect(partOf([['libs/notifications/src/components/notification-panel.tsx', 1]])).toBe('rest');
    expect(partOf([['libs/detail-panels/src/components/file-panel/file-panel.tsx', 1]])).toBe('rest');
    expect(partOf(undefined)).toBe('rest');
  });

  it('keeps a message shared by both in the first-paint part', () => {
    expect(partOf([['libs/shell/src/components/user-menu.tsx', 1], ['apps/console/src/app/console-layout.tsx', 2]])).toBe('first-paint');
  });
});
