import { Button, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsPhone, findFocusedOverlay, pressOutside, chromaticCapture } from '@soc/testing/story';
import { withoutMotion } from '../testing/story-decorators.tsx';
import { CloseAlertDialog, type CloseAlertDialogProps } from './close-alert-dialog.tsx';
import { FeatureModal, type FeatureModalProps } from './feature-modal.tsx';
import { UpgradeConfirmDialog, type UpgradeConfirmDialogProps } from './upgrade-confirm-dialog.tsx';
import { UpgradeDialogFrame, type UpgradeFlowDialogProps } from './upgrade-dialog-frame.tsx';
import { UpgradeIntroDialog, type UpgradeIntroDialogProps } from './upgrade-intro-dialog.tsx';

// The upgrade promotion's modals one by one, fed through props (UpgradePromotion's stories show them
// in their flow, over the mock backend). Each example stands for its parent: a button for what started
// the flow, which gets the focus back (`finalFocusEl`); the ways out the parent honours close the dialog.

const OPENER = 'Reopen the dialog';

/** The dialog's open state and the button that started the flow (it reopens the dialog). */
function useStoryDialog(initiallyOpen: boolean) {
  const [open, setOpen] = useState(initiallyOpen);
  const openerRef = useRef<HTMLButtonElement>(null);
  const opener = (
    <Button ref={openerRef} variant="outline" onClick={() => setOpen(true)}>
      {OPENER}
    </Button>
  );
  return { open, opener, close: () => setOpen(false), finalFocusEl: () => openerRef.current };
}

interface FrameExampleProps extends Omit<UpgradeFlowDialogProps, 'finalFocusEl'> {
  onClose: () => void;
  onContinue: () => void;
}

/** The bare frame with a body and two actions of the story's own; Continue gets the focus on open. */
function FrameExample({ open, closable, onClose, onContinue }: FrameExampleProps) {
  const dialog = useStoryDialog(open);
  const continueRef = useRef<HTMLButtonElement>(null);
  const dismiss = () => {
    onClose();
    dialog.close();
  };
  return (
    <>
      {dialog.opener}
      <UpgradeDialogFrame
        open={dialog.open}
        closable={closable}
        onClose={dismiss}
        finalFocusEl={dialog.finalFocusEl}
        initialFocusRef={continueRef}
        testId="story-upgrade-frame"
        title="An upgrade modal"
        footer={
          <>
            <Button variant="outline" onClick={dismiss}>
              Not now
            </Button>
            <Button ref={continueRef} colorPalette="brand" onClick={onContinue}>
              Continue
            </Button>
          </>
        }
      >
        <Text>Without the poseidon sign-in flag only these buttons close it.</Text>
      </UpgradeDialogFrame>
    </>
  );
}

function IntroExample({ open, onClose, ...props }: UpgradeIntroDialogProps) {
  const dialog = useStoryDialog(open);
  return (
    <>
      {dialog.opener}
      <UpgradeIntroDialog
        {...props}
        open={dialog.open}
        finalFocusEl={dialog.finalFocusEl}
        onClose={() => {
          onClose();
          dialog.close();
        }}
      />
    </>
  );
}

/** Start upgrade makes the example busy, as the parent does while it fetches the upgrade address. */
function ConfirmExample({ open, starting: initiallyStarting, onStart, onClose, ...props }: UpgradeConfirmDialogProps) {
  const dialog = useStoryDialog(open);
  const [starting, setStarting] = useState(initiallyStarting);
  return (
    <>
      {dialog.opener}
      <UpgradeConfirmDialog
        {...props}
        open={dialog.open}
        starting={starting}
        finalFocusEl={dialog.finalFocusEl}
        onStart={() => {
          onStart();
          setStarting(true);
        }}
        onClose={() => {
          onClose();
          dialog.close();
        }}
      />
    </>
  );
}

function CloseAlertExample({ open, onConfirm, onCancel, ...props }: CloseAlertDialogProps) {
  const dialog = useStoryDialog(open);
  return (
    <>
      {dialog.opener}
      <CloseAlertDialog
        {...props}
        open={dialog.open}
        finalFocusEl={dialog.finalFocusEl}
        onConfirm={(neverShow) => {
          onConfirm(neverShow);
          dialog.close();
        }}
        onCancel={() => {
          onCancel();
          dialog.close();
        }}
      />
    </>
  );
}

/** The feature modal opens by itself on page load (no opener): both its ways out close it. */
function FeatureExample({ open: initiallyOpen, onClose, onNeverShowToday }: FeatureModalProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <FeatureModal
      open={open}
      onClose={() => {
        onClose();
        setOpen(false);
      }}
      onNeverShowToday={() => {
        onNeverShowToday();
        setOpen(false);
      }}
    />
  );
}

const meta = {
  title: 'Notifications/Upgrade/UpgradeDialogs',
  component: UpgradeDialogFrame,
  subcomponents: { UpgradeIntroDialog, UpgradeConfirmDialog, CloseAlertDialog, FeatureModal },
  decorators: [withoutMotion],
} satisfies Meta<typeof UpgradeDialogFrame>;

export default meta;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The dialog's buttons in order, by name (the × is named by its label). */
const buttonNames = (dialog: HTMLElement) => within(dialog).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent);

/** The dialog is gone and the focus is back on the button that started the flow (a frame after it closes). */
async function expectFocusBackOnOpener(canvasElement: HTMLElement) {
  await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(within(canvasElement).getByRole('button', { name: OPENER })).toHaveFocus());
}

// ——— The frame ———

type FrameStory = StoryObj<typeof FrameExample>;
const frameArgs = { open: true, closable: false, onClose: fn(), onContinue: fn() } satisfies FrameExampleProps;

/** Without the poseidon sign-in flag: no ×, Escape and a press outside do nothing; the focus starts on `initialFocusRef`. */
export const FrameNotClosable: FrameStory = {
  args: frameArgs,
  render: (args) => <FrameExample {...args} />,
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('dialog', 'An upgrade modal');
    await expect(dialog).toHaveAttribute('data-closable', 'false');
    await expect(buttonNames(dialog)).toEqual(['Not now', 'Continue']);
    const continueButton = within(dialog).getByRole('button', { name: 'Continue' });
    await expect(continueButton).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(continueButton).toHaveFocus();
    await pressOutside(dialog);
    await expect(dialog).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    // The dialog keeps the focus through a press on its mask.
    await expect(continueButton).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Not now' })).toHaveFocus();
  },
};

/** With the flag: the × is shown and Escape closes; the focus goes back to what started the flow (`finalFocusEl`). */
export const FrameClosable: FrameStory = {
  args: { ...frameArgs, closable: true },
  render: (args) => <FrameExample {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await findFocusedOverlay('dialog', 'An upgrade modal');
    await expect(dialog).toHaveAttribute('data-closable', 'true');
    await expect(buttonNames(dialog)).toEqual(['Not now', 'Continue', 'Close']);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expectFocusBackOnOpener(canvasElement);
  },
};

// ——— Modal 1: the intro ———

type IntroStory = StoryObj<typeof UpgradeIntroDialog>;
const introArgs = { open: true, closable: false, canAgree: true, olderText: false, onAgree: fn(), onClose: fn() } satisfies UpgradeIntroDialogProps;
const INTRO = 'Upgrade to Foundation Services';

/** The root user: the current wording and "I agree to update", focused; Escape does not close it, Enter agrees. */
export const IntroRoot: IntroStory = {
  args: introArgs,
  render: (args) => <IntroExample {...args} />,
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('dialog', INTRO);
    await expect(dialog).toHaveTextContent(
      'After the upgrade, your company manages licenses, product instances, roles, accounts, identity providers and API keys from the company menu.',
    );
    await expect(dialog).toHaveTextContent('The root user of your company agrees to the upgrade and starts it. It continues in a new window.');
    await expect(within(dialog).queryByTestId('upgrade-root-only')).toBeNull();
    await expect(buttonNames(dialog)).toEqual(['I agree to update']);
    const agree = within(dialog).getByRole('button', { name: 'I agree to update' });
    await expect(agree).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAgree).toHaveBeenCalledTimes(1);
  },
};

/** Before the switch date: the older wording. */
export const IntroOlderText: IntroStory = {
  args: { ...introArgs, olderText: true },
  render: (args) => <IntroExample {...args} />,
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', INTRO);
    await expect(dialog).toHaveTextContent(
      'Foundation Services are now available to your company. After the upgrade, licenses, product instances, roles, accounts, identity providers and API keys are managed from the company menu.',
    );
    await expect(dialog).not.toHaveTextContent('After the upgrade, your company manages');
    await expect(within(dialog).getByRole('button', { name: 'I agree to update' })).toHaveFocus();
  },
};

/** Any other user is told the root user must do it; OK, the one way out, closes it even without the flag. */
export const IntroNonRoot: IntroStory = {
  args: { ...introArgs, canAgree: false },
  render: (args) => <IntroExample {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await findFocusedOverlay('dialog', INTRO);
    await expect(within(dialog).getByTestId('upgrade-root-only')).toHaveTextContent(
      'Only the root user of your company can do this upgrade. Ask them to sign in and start it.',
    );
    await expect(buttonNames(dialog)).toEqual(['OK']);
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onAgree).not.toHaveBeenCalled();
    await expectFocusBackOnOpener(canvasElement);
  },
};

/** The poseidon sign-in flag: a × besides the action; it closes the dialog and the focus goes back. */
export const IntroClosable: IntroStory = {
  args: { ...introArgs, closable: true },
  render: (args) => <IntroExample {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await findFocusedOverlay('dialog', INTRO);
    await expect(dialog).toHaveAttribute('data-closable', 'true');
    // The action keeps the focus on open, not the ×.
    await expect(within(dialog).getByRole('button', { name: 'I agree to update' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onAgree).not.toHaveBeenCalled();
    await expectFocusBackOnOpener(canvasElement);
  },
};

/** The longest intro (another user, older wording) on a 320 px phone: it wraps inside the screen, nothing scrolls sideways. */
export const IntroNarrow: IntroStory = {
  args: { ...introArgs, canAgree: false, olderText: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The visual pass draws stories tagged `narrow` at 320×568.
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  render: (args) => <IntroExample {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await findFocusedOverlay('dialog', INTRO);
    await expect(within(dialog).getByTestId('upgrade-root-only')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

// ——— Modal 3: the confirmation ———

type ConfirmStory = StoryObj<typeof UpgradeConfirmDialog>;
const confirmArgs = { open: true, closable: false, starting: false, onStart: fn(), onBack: fn(), onClose: fn() } satisfies UpgradeConfirmDialogProps;
const CONFIRM = 'Start the upgrade';
const UNDERSTAND = 'I understand that this upgrade applies to my whole company.';

/** Opens unticked with the focus on the checkbox; Start upgrade stays disabled; Back goes back; Escape does nothing. */
export const ConfirmUnticked: ConfirmStory = {
  args: confirmArgs,
  render: (args) => <ConfirmExample {...args} />,
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('dialog', CONFIRM);
    await expect(dialog).toHaveTextContent('The upgrade page opens in a new window, where you finish the upgrade.');
    const understood = within(dialog).getByRole('checkbox', { name: UNDERSTAND });
    await expect(understood).not.toBeChecked();
    await expect(understood).toHaveFocus();
    await expect(buttonNames(dialog)).toEqual(['Back', 'Start upgrade']);
    await expect(within(dialog).getByRole('button', { name: 'Start upgrade' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** Space ticks the checkbox, which enables Start upgrade. */
export const ConfirmTicked: ConfirmStory = {
  args: confirmArgs,
  render: (args) => <ConfirmExample {...args} />,
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('dialog', CONFIRM);
    const understood = within(dialog).getByRole('checkbox', { name: UNDERSTAND });
    await expect(understood).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(understood).toBeChecked());
    const start = within(dialog).getByRole('button', { name: 'Start upgrade' });
    await expect(start).toBeEnabled();
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** Start upgrade pressed with Enter: it turns busy and keeps the focus (audit S2), Back is disabled. */
export const ConfirmStarting: ConfirmStory = {
  args: confirmArgs,
  render: (args) => <ConfirmExample {...args} />,
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('dialog', CONFIRM);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: UNDERSTAND }));
    within(dialog).getByRole('button', { name: 'Start upgrade' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStart).toHaveBeenCalledTimes(1);
    const busy = await within(dialog).findByRole('button', { name: 'Starting…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
    await expect(busy).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(document.activeElement).toBe(busy);
  },
};

/** With the flag, Escape closes it; each opening starts unticked again. */
export const ConfirmReopensUnticked: ConfirmStory = {
  args: { ...confirmArgs, closable: true },
  render: (args) => <ConfirmExample {...args} />,
  play: async ({ canvasElement, args }) => {
    const first = await findFocusedOverlay('dialog', CONFIRM);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(within(first).getByRole('checkbox', { name: UNDERSTAND })).toBeChecked());
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expectFocusBackOnOpener(canvasElement);
    await userEvent.keyboard('{Enter}');
    const again = await findFocusedOverlay('dialog', CONFIRM);
    const understood = within(again).getByRole('checkbox', { name: UNDERSTAND });
    await expect(understood).not.toBeChecked();
    await expect(understood).toHaveFocus();
    await expect(within(again).getByRole('button', { name: 'Start upgrade' })).toBeDisabled();
  },
};

// ——— The close-alert modal ———

type CloseAlertStory = StoryObj<typeof CloseAlertDialog>;
const closeAlertArgs = { open: true, closable: false, onConfirm: fn(), onCancel: fn() } satisfies CloseAlertDialogProps;
const CLOSE_ALERT = 'Close the upgrade banner';
const NEVER_SHOW = "Don't show this banner again";

/** Opens unticked with the focus on the checkbox; without the flag Escape does nothing. */
export const CloseAlert: CloseAlertStory = {
  args: closeAlertArgs,
  render: (args) => <CloseAlertExample {...args} />,
  play: async ({ args }) => {
    const dialog = await findFocusedOverlay('dialog', CLOSE_ALERT);
    await expect(dialog).toHaveTextContent('The banner shows again the next time you open the console, unless you choose not to see it again.');
    const neverShow = within(dialog).getByRole('checkbox', { name: NEVER_SHOW });
    await expect(neverShow).not.toBeChecked();
    await expect(neverShow).toHaveFocus();
    await expect(buttonNames(dialog)).toEqual(['Cancel', 'Close banner']);
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
    // Back to the box by keyboard: its focus ring then shows whatever input the page saw before the story.
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(neverShow).toHaveFocus();
  },
};

/** "Don't show this banner again" ticked: Close banner closes it for good (`onConfirm(true)`). */
export const CloseAlertNeverShow: CloseAlertStory = {
  args: closeAlertArgs,
  render: (args) => <CloseAlertExample {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await findFocusedOverlay('dialog', CLOSE_ALERT);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: NEVER_SHOW })).toBeChecked());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close banner' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith(true);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expectFocusBackOnOpener(canvasElement);
  },
};

/** With the flag a click outside cancels (the tick is dropped); reopened, it is unticked and closes for this view only. */
export const CloseAlertClosable: CloseAlertStory = {
  args: { ...closeAlertArgs, closable: true },
  render: (args) => <CloseAlertExample {...args} />,
  play: async ({ canvasElement, args }) => {
    const first = await findFocusedOverlay('dialog', CLOSE_ALERT);
    await expect(within(first).getByRole('button', { name: 'Close' })).toBeVisible();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(within(first).getByRole('checkbox', { name: NEVER_SHOW })).toBeChecked());
    await pressOutside(first);
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
    await expectFocusBackOnOpener(canvasElement);
    await userEvent.keyboard('{Enter}');
    const again = await findFocusedOverlay('dialog', CLOSE_ALERT);
    await expect(within(again).getByRole('checkbox', { name: NEVER_SHOW })).not.toBeChecked();
    await userEvent.click(within(again).getByRole('button', { name: 'Close banner' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith(false);
    await expectFocusBackOnOpener(canvasElement);
  },
};

// ——— The feature modal of the internal test site ———

type FeatureStory = StoryObj<typeof FeatureModal>;
const featureArgs = { open: true, onClose: fn(), onNeverShowToday: fn() } satisfies FeatureModalProps;
const FEATURE = 'New on this test site: the upgrade to Foundation Services';

/** Always closable: Got it has the focus, Tab cycles through its three buttons and stays inside. */
export const Feature: FeatureStory = {
  args: featureArgs,
  render: (args) => <FeatureExample {...args} />,
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', FEATURE);
    await expect(dialog).toHaveTextContent(
      'This internal test site offers the upgrade to Foundation Services. Use the upgrade banner to try the flow.',
    );
    await expect(buttonNames(dialog)).toEqual(["Don't show again today", 'Got it', 'Close']);
    const gotIt = within(dialog).getByRole('button', { name: 'Got it' });
    await expect(gotIt).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: "Don't show again today" })).toHaveFocus();
    await userEvent.tab();
    await expect(gotIt).toHaveFocus();
  },
};

/** Escape closes it (`onClose`), without suppressing it for the day. */
export const FeatureEscape: FeatureStory = {
  args: featureArgs,
  render: (args) => <FeatureExample {...args} />,
  play: async ({ canvasElement, args }) => {
    await findFocusedOverlay('dialog', FEATURE);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onNeverShowToday).not.toHaveBeenCalled();
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** "Don't show again today" (`onNeverShowToday`), not a plain close. */
export const FeatureNeverShowToday: FeatureStory = {
  args: featureArgs,
  render: (args) => <FeatureExample {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await findFocusedOverlay('dialog', FEATURE);
    await userEvent.click(within(dialog).getByRole('button', { name: "Don't show again today" }));
    await expect(args.onNeverShowToday).toHaveBeenCalledTimes(1);
    await expect(args.onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The confirmation on a phone in Japanese: its long checkbox label wraps inside it, Back and Start upgrade stay whole and in view. */
export const ConfirmNarrowJapanese: ConfirmStory = {
  args: confirmArgs,
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => <ConfirmExample {...args} />,
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'アップグレードの開始');
    await expectFitsPhone(dialog, ['戻る', 'アップグレードを開始']);
    const understood = within(dialog).getByRole('checkbox', { name: 'このアップグレードが会社全体に適用されることを理解しました。' });
    await expect(understood.closest('label')?.getBoundingClientRect().right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right);
  },
};

/** The close alert on a phone in Japanese: Cancel and Close banner stay whole and in view. */
export const CloseAlertNarrowJapanese: CloseAlertStory = {
  args: closeAlertArgs,
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => <CloseAlertExample {...args} />,
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'アップグレードのバナーを閉じる');
    await expectFitsPhone(dialog, ['キャンセル', 'バナーを閉じる']);
  },
};

/** The feature modal on a phone in Japanese: its long title wraps beside the ×, its three buttons stay whole and in view. */
export const FeatureNarrowJapanese: FeatureStory = {
  args: featureArgs,
  tags: ['narrow'],
  parameters: { chromatic: chromaticCapture('narrow') },
  globals: { locale: 'ja', viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => <FeatureExample {...args} />,
  play: async () => {
    const dialog = await findFocusedOverlay('dialog', 'このテストサイトの新機能：Foundation Servicesへのアップグレード');
    await expectFitsPhone(dialog, ['今日はこれ以上表示しない', 'OK', '閉じる']);
    const title = within(dialog).getByRole('heading');
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(within(dialog).getByRole('button', { name: '閉じる' }).getBoundingClientRect().left);
  },
};
