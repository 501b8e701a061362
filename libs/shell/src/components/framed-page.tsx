import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useFramedPageKeys } from '../hooks/use-framed-page-keys.ts';

const Frame = chakra('iframe');

export interface FramedPageProps extends HTMLChakraProps<'iframe'> {
  title: string;
  /** Escape pressed in the framed page (its dialog closes, as for Escape anywhere else in it). */
  onEscape?: () => void;
}

/**
 * A page framed in a dialog (the switch modal, the `toggleModal` and `toggleFullModal` overlays),
 * filling the space the dialog gives it. Its dialog keeps open while the user works in it
 * (`keepOpenForOwnFrames`); Escape and Tab out of a page of the console's origin reach the dialog
 * (`useFramedPageKeys`).
 */
export function FramedPage({ title, onEscape, ...props }: FramedPageProps) {
  const frameRef = useFramedPageKeys(onEscape);
  return <Frame ref={frameRef} title={title} flex="1" w="full" border="0" {...props} />;
}
