import type { Page } from '@playwright/test';

/** What one render of a story reported through Storybook's channel. */
export interface StoryOutcome {
  /** Render errors, play-function exceptions and unhandled errors while playing. */
  errors: string[];
  /** axe violations as "rule: target, target" lines. */
  a11yViolations: string[];
  /** The a11y addon ran axe and reported (it does after every successful play). */
  a11yChecked: boolean;
  /** The story switches axe off on purpose (parameters.a11y.disable or test: 'off'). */
  a11yDisabled: boolean;
}

/**
 * Listens to the preview's channel from its creation on, and publishes `window.__storyOutcome` once the
 * render is finished (STORY_FINISHED comes after the play function and the a11y addon's afterEach).
 */
export async function installStoryProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Channel = { on: (event: string, listener: (payload: unknown) => void) => void };
    type Report = { type: string; status: string; result?: { violations?: { id: string; nodes: { target: unknown[] }[] }[]; error?: unknown } };
    const w = window as unknown as Record<string, unknown>;
    const errors: string[] = [];
    const describe = (e: unknown) => {
      const error = e as { name?: string; message?: string } | undefined;
      return error?.message ? `${error.name ?? 'Error'}: ${error.message}` : JSON.stringify(e);
    };
    const listen = (channel: Channel) => {
      channel.on('storyThrewException', (e) => errors.push(`render: ${describe(e)}`));
      channel.on('storyErrored', (e) => errors.push(`render: ${describe(e)}`));
      channel.on('playFunctionThrewException', (e) => errors.push(`play: ${describe(e)}`));
      channel.on('unhandledErrorsWhilePlaying', (list) => {
        for (const e of list as unknown[]) errors.push(`unhandled while playing: ${describe(e)}`);
      });
      channel.on('storyFinished', (payload) => {
        const { reporters = [] } = payload as { reporters?: Report[] };
        const a11y = reporters.find((r) => r.type === 'a11y');
        const violations = a11y?.result?.violations ?? [];
        if (a11y?.result?.error) errors.push(`axe: ${describe(a11y.result.error)}`);
        const parameters = (w.__STORYBOOK_PREVIEW__ as { currentRender?: { story?: { parameters?: { a11y?: { disable?: boolean; test?: string } } } } } | undefined)
          ?.currentRender?.story?.parameters?.a11y;
        w.__storyOutcome = {
          errors,
          a11yViolations: violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`),
          a11yChecked: Boolean(a11y),
          a11yDisabled: parameters?.disable === true || parameters?.test === 'off',
        };
      });
    };
    let channel: Channel | undefined;
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set: (next: Channel) => {
        channel = next;
        listen(next);
      },
    });
  });
}
