import type { Meta, StoryObj } from '@storybook/react-vite';
import type {} from 'msw-storybook-addon/csf3';
import { http, HttpResponse } from 'msw';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findFocusedOverlay } from '@soc/testing/story';
import { sessionQueryOptions } from '@soc/api';
import { FIXED_NOW, SHELL_CALL_PATHS } from '@soc/mocks';
import type { Scheduler } from '../model/timer-engine.ts';
import { SessionTimers, type SessionTimersProps } from './session-timers.tsx';

// The container with its engine on the fixed clock of the other timer stories (FIXED_NOW), which moves
// only when a story's play advances it: the engine's 1 s tick happens on demand, never on the wall
// clock. The session answer the shell already loaded seeds the timers (as in the console); activeStatus
// goes to the mock backend. No DOM activity listeners and no cross-tab channel: the play's own pointer
// must not count as activity, and other stories' tabs must not be heard.

/** A wall clock and a scheduler that move only when told to. */
function manualTime(start: number) {
  let now = start;
  let nextId = 0;
  const timers = new Map<number, { at: number; run: () => void; every?: number }>();
  const scheduler: Scheduler = {
    setTimeout: (run, ms) => {
      timers.set(++nextId, { at: now + ms, run });
      return nextId;
    },
    clearTimeout: (id) => void timers.delete(id as number),
    setInterval: (run, ms) => {
      timers.set(++nextId, { at: now + ms, run, every: ms });
      return nextId;
    },
    clearInterval: (id) => void timers.delete(id as number),
  };
  return {
    clock: { now: () => now },
    scheduler,
    /** True once the engine has started ticking. */
    ticking: () => [...timers.values()].some((timer) => timer.every !== undefined),
    /** Moves the clock on, running every timer that falls due, in order. */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        const [id, timer] = due;
        now = timer.at;
        if (timer.every !== undefined) timer.at += timer.every;
        else timers.delete(id);
        timer.run();
      }
      now = end;
    },
  };
}

let time = manualTime(FIXED_NOW);
/** The bodies of the activeStatus posts the mock backend received. */
let activeStatusPosts = fn();

interface SessionTimersExampleProps {
  /** Idle and session time left, in seconds, when the page loaded the session (at FIXED_NOW). */
  idleS: number;
  sessionS: number;
  /** Where sign-in and sign-out would navigate (the story stays on its page). */
  assign: (url: string) => void;
}

function SessionTimersExample({ idleS, sessionS, assign }: SessionTimersExampleProps) {
  const client = useQueryClient();
  // The session answer the shell loaded before the timers mounted, received at FIXED_NOW.
  useState(() =>
    client.setQueryData(sessionQueryOptions().queryKey, { timeoutLeft: { idleTimeoutLeft: idleS * 1000, sessionTimeoutLeft: sessionS * 1000 }, isFoundation: true }, { updatedAt: FIXED_NOW }),
  );
  const [deps] = useState<SessionTimersProps['deps']>(() => ({
    clock: time.clock,
    scheduler: time.scheduler,
    environment: null,
    openTabChannel: null,
    assign,
    endSession: () => undefined,
    currentLocation: () => '/app/search',
  }));
  return <SessionTimers deps={deps} />;
}

const meta = {
  title: 'Session timers/SessionTimers',
  component: SessionTimersExample,
  args: { idleS: 61, sessionS: 3600, assign: fn() },
  beforeEach: () => {
    time = manualTime(FIXED_NOW);
  },
} satisfies Meta<typeof SessionTimersExample>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits for the engine to start, then lets `seconds` of the fixed clock pass. */
async function wait(seconds: number) {
  await waitFor(() => expect(time.ticking()).toBe(true));
  time.advance(seconds * 1000);
}

/**
 * One second before the idle warning: nothing shows. A second later the warning opens on its last
 * minute with the focus on Confirm, and counts down with the clock.
 */
export const IdleWarningAboutToShow: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(time.ticking()).toBe(true));
    await expect(page(canvasElement).queryByRole('alertdialog')).toBeNull();
    await wait(1);
    const dialog = await findFocusedOverlay('alertdialog', 'Are you still there?');
    await expect(within(dialog).getByRole('timer')).toHaveTextContent('60 seconds');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus());
    await wait(1);
    await waitFor(() => expect(within(dialog).getByRole('timer')).toHaveTextContent('59 seconds'));
  },
};

/** Enter on Confirm tells the server the user is active and closes the warning. */
export const ConfirmWithKeyboard: Story = {
  beforeEach({ msw }) {
    activeStatusPosts = fn();
    msw.use(
      http.post(SHELL_CALL_PATHS.activeStatus, async ({ request }) => {
        activeStatusPosts(await request.json());
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await wait(1);
    const dialog = await findFocusedOverlay('alertdialog', 'Are you still there?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(activeStatusPosts).toHaveBeenCalledWith({ isActive: true }));
  },
};

/** The idle time runs out: signed out, with Sign in as the only way on, back to the same page. */
export const IdleTimeout: Story = {
  args: { idleS: 2 },
  play: async ({ args }) => {
    await wait(2);
    const dialog = await findFocusedOverlay('alertdialog', 'You were signed out');
    await expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Sign in']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await expect(args.assign).toHaveBeenCalledWith('/saml/ssoLogin?go=%2Fapp%2Fsearch');
  },
};

/** Five minutes of session left: the session warning, in minutes and seconds. */
export const SessionWarning: Story = {
  args: { idleS: 3600, sessionS: 301 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(time.ticking()).toBe(true));
    await expect(page(canvasElement).queryByRole('alertdialog')).toBeNull();
    await wait(1);
    const dialog = await findFocusedOverlay('alertdialog', 'Your session is about to expire');
    await expect(within(dialog).getByRole('timer')).toHaveTextContent('5:00');
    await expect(within(dialog).getByRole('button', { name: 'Continue session' })).toBeVisible();
  },
};
