// Contract §9: the pre-release dialog reports its outcome by window message, posted to the
// console's own origin, to its own window and, when the console is embedded, to the parent.

export const PRE_RELEASE_RESULTS = ['success', 'cancel', 'failed', 'enable-advanced-function-failed'] as const;
export type PreReleaseResult = (typeof PRE_RELEASE_RESULTS)[number];

interface PreReleaseMessage {
  actionType: 'optIn';
  result: PreReleaseResult;
}

export type MessageTarget = Pick<Window, 'postMessage' | 'location' | 'parent'>;

export function postPreReleaseResult(result: PreReleaseResult, win: MessageTarget = window): void {
  const message: PreReleaseMessage = { actionType: 'optIn', result };
  const origin = win.location.origin;
  win.postMessage(message, origin);
  // A top-level window is its own parent: post once.
  if (win.parent && win.parent !== win) win.parent.postMessage(message, origin);
}
