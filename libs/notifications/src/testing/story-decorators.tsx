import type { Decorator } from '@storybook/react-vite';

// Popovers and dialogs fade in; stories must not be caught half-way (plays check visibility, and
// screenshots must be stable), so every animation and transition finishes at once while mounted.
const NO_MOTION = '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition-duration: 0s !important; transition-delay: 0s !important; }';

export const withoutMotion: Decorator = (Story) => (
  <>
    <style>{NO_MOTION}</style>
    <Story />
  </>
);
