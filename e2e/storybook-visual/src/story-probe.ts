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
 * Listens to the preview's channel from its creation on, and publishes `window.__storyOutcomes[storyId]`
 * once a render is finished (STORY_FINISHED comes after the play function and the a11y addon's afterEach).
 * `window.__switchStory(id)` renders another story in the same page (Storybook's `setCurrentStory`): the
 * errors collected so far are dropped, so each outcome holds its own story's errors.
 */
export async function installStoryProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Channel = { on: (event: string, listener: (payload: unknown) => void) => void; emit: (event: string, payload: unknown) => void };
    type Report = { type: string; status: string; result?: { violations?: { id: string; nodes: { target: unknown[] }[] }[]; error?: unknown } };
    const w = window as unknown as Record<string, unknown>;
    const errors: string[] = [];
    const outcomes: Record<string, unknown> = {};
    w.__storyOutcomes = outcomes;
    const describe = (e: unknown) => {
      const error = e as { name?: string; message?: string } | undefined;
      return error?.message ? `${error.name ?? 'Error'}: ${error.message}` : JSON.stringify(e);
    };
    const listen = (channel: Channel) => {
      channel.on('storyThrewException', (e) => errors.push(`render: ${describe(e)}`));
      channel.on('storyErrored', (e) => errors.push(`render: ${describe(e)}`));
      channel.on('playFunctionThrewException', (e) => errors.push(`play: ${describe(e)}`));
      channel.on('unhandledErrorsWhilePlaying', (list) => {
        for (const e of list as unknown[]) {
          // MSW re-checks its already active worker on a reload without awaiting it (msw getWorkerInstance:
          // `existingRegistration.update()`); a failed re-check leaves the running worker in place.
          if (/Failed to update a ServiceWorker .*mockServiceWorker\.js/.test(describe(e))) continue;
          errors.push(`unhandled while playing: ${describe(e)}`);
        }
      });
      channel.on('storyFinished', (payload) => {
        const { storyId, reporters = [] } = payload as { storyId: string; reporters?: Report[] };
        const a11y = reporters.find((r) => r.type === 'a11y');
        const violations = a11y?.result?.violations ?? [];
        if (a11y?.result?.error) errors.push(`axe: ${describe(a11y.result.error)}`);
        const parameters = (w.__STORYBOOK_PREVIEW__ as { currentRender?: { story?: { parameters?: { a11y?: { disable?: boolean; test?: string } } } } } | undefined)
          ?.currentRender?.story?.parameters?.a11y;
        outcomes[storyId] = {
          errors: [...errors],
          a11yViolations: violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`),
          a11yChecked: Boolean(a11y),
          a11yDisabled: parameters?.disable === true || parameters?.test === 'off',
        };
      });
    };
    let channel: Channel | undefined;
    w.__switchStory = (storyId: string) => {
      errors.length = 0;
      delete outcomes[storyId];
      // What the last story left at document level: its focus and scroll position.
      (document.activeElement as HTMLElement | null)?.blur?.();
      window.scrollTo(0, 0);
      channel?.emit('setCurrentStory', { storyId, viewMode: 'story' });
    };
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
