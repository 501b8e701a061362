// For stories: make the frame a story ends on the same in every run, so e2e/storybook-visual can
// compare it pixel for pixel.

const nextFrame = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => resolve());
    // A page that draws no frames (hidden) has nothing to settle.
    setTimeout(resolve, 250);
  });

async function frames(count: number) {
  for (let i = 0; i < count; i += 1) await nextFrame();
}

/** Animations that end (a spinner's never does): tab content fading in, a drawer sliding… */
function finiteAnimations(): Animation[] {
  return document.getAnimations().filter((animation) => {
    const end = animation.effect?.getComputedTiming().endTime;
    return typeof end === 'number' && Number.isFinite(end);
  });
}

/**
 * Ends a story's `play` on a settled, deterministic frame:
 *
 * 1. every finite animation has finished (Chakra's tab content, a drawer sliding in) and the frames
 *    after the last DOM change have been drawn (Zag drops `data-ssr` and a tab panel's `tabindex`
 *    a moment after mounting);
 * 2. the whole page is rasterised once more.
 *
 * Why 2: when a small part of the page changes after a tile was drawn, Chromium re-rasters only that
 * rectangle of the tile ("partial raster"), and curves at its edge (a button's rounded corners, the
 * round dots of a behaviour meter) come out with colour channels off by one. Which small changes land
 * in a frame of their own depends on timing (when the data arrives, when Zag's effects run), so the
 * final pixels differed between runs although the DOM was the same. Re-rasterising the whole page
 * once makes the last raster of every tile a full one. It cannot cover what Storybook repaints after
 * the play (a few elements are restyled while the a11y check runs): launching Chromium with
 * `--disable-partial-raster` removes the cause for every story at once.
 */
export async function settleFrame(): Promise<void> {
  await Promise.all(finiteAnimations().map((animation) => animation.finished.catch(() => undefined)));
  await frames(2);
  // Moving the page into a layer of its own and back re-rasters all of it; unlike `visibility`, this
  // leaves focus where it is, and unlike `opacity` it is not applied by the compositor alone.
  const root = document.documentElement;
  const before = root.style.getPropertyValue('will-change');
  root.style.setProperty('will-change', 'transform');
  await frames(2);
  if (before) root.style.setProperty('will-change', before);
  else root.style.removeProperty('will-change');
  await frames(2);
}
