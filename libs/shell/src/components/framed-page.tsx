import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

const Frame = chakra('iframe');

/**
 * A page framed in a dialog (the switch modal, the `toggleModal` and `toggleFullModal` overlays),
 * filling the space the dialog gives it. Its dialog keeps open while the user works in it
 * (`keepOpenForOwnFrames`).
 */
export function FramedPage({ title, ...props }: HTMLChakraProps<'iframe'> & { title: string }) {
  return <Frame title={title} flex="1" w="full" border="0" {...props} />;
}
