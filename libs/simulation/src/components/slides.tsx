import { Alert, Box, Stack, Tabs, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { UsersIcon } from 'lucide-react';
import { SIMULATION_SCRIPT_KEYS } from '@soc/api';
import { BusyButton, ScrollableTabList } from '@soc/ui';
import type { DownloadsState } from '../hooks/use-simulator-data.ts';
import type { SignInsState } from '../hooks/use-sign-ins.ts';
import type { NetworkSubSlide, SlideNumber } from '../model/slides.ts';
import { DownloadList } from './download-list.tsx';
import type { ReactNode } from 'react';

/** The slides' titles (spec 002 §2.2); slide 0's key is S28, slide 6's title is the spec's own. */
export const SLIDE_TITLES: Record<SlideNumber, MessageDescriptor> = {
  0: msg({ id: 'SIMULATOR.S28', message: 'Script simulations' }),
  1: msg({ id: 'SIM.SLIDE.NETWORK', message: 'Network simulations' }),
  2: msg({ id: 'SIM.SLIDE.AI', message: 'AI attack simulation' }),
  3: msg({ id: 'SIM.SLIDE.SIGN_INS', message: 'Nvidia simulation' }),
  4: msg({ id: 'SIM.SLIDE.CONTAINER', message: 'Simulator container' }),
  5: msg({
    id: 'SIM.SLIDE.WORKBENCH',
    message: 'Workbench insight simulation',
  }),
  6: msg({
    id: 'SIM.SLIDE.THREAT_ACTOR',
    message: 'Threat Actor Attack Simulation',
  }),
};

/**
 * The download slides (spec 002 §2.2 "script slides show download items"): what their scripts do, and
 * which of the archives they offer. The network slide's script sub-slide offers the technique whose
 * traffic a network sensor sees: application-layer protocol command and control.
 */
const DOWNLOAD_SLIDES = {
  script: {
    intro: msg({
      id: 'SIM.SCRIPT.INTRO',
      message:
        'Download a script, unpack it with the archive password and run it on a test endpoint to see its detection: credential dumping, system service discovery and application-layer protocol command and control.',
    }),
    keys: SIMULATION_SCRIPT_KEYS.slice(0, 3),
  },
  network: {
    intro: msg({
      id: 'SIM.NETWORK.SCRIPT_INTRO',
      message:
        'Download the command-and-control script, unpack it with the archive password and run it on a test endpoint: its application-layer protocol traffic is what the network sensor detects.',
    }),
    keys: SIMULATION_SCRIPT_KEYS.slice(2, 3),
  },
  ai: {
    intro: msg({
      id: 'SIM.AI.INTRO',
      message: 'Download the AI attack script, which sends attack prompts to a language model, and run it where your AI application is protected.',
    }),
    keys: SIMULATION_SCRIPT_KEYS.slice(3),
  },
} as const;

interface DownloadSlideProps {
  slide: keyof typeof DOWNLOAD_SLIDES;
  downloads: DownloadsState;
}

/** Slides 0 (scripts), 1's script sub-slide and 2 (AI attack): an introduction over the slide's script downloads. */
export function DownloadSlide({ slide, downloads }: DownloadSlideProps) {
  const { i18n } = useLingui();
  const { intro, keys } = DOWNLOAD_SLIDES[slide];
  return (
    <Stack gap="3">
      <Text textStyle="sm">{i18n._(intro)}</Text>
      <DownloadList state={downloads} keys={keys} />
    </Stack>
  );
}

export function SignInsSlide({ signIns }: { signIns: SignInsState }) {
  const { t } = useLingui();
  return (
    <Stack gap="3" align="flex-start">
      <Text textStyle="sm">
        {t({
          id: 'SIM.SIGN_INS.INTRO',
          message: 'Generate simulated sign-in events to see them analyzed in the console.',
        })}
      </Text>
      <BusyButton colorPalette="blue" onClick={signIns.generate} loading={signIns.generating} loadingText={t({ id: 'SIM.SIGN_INS.GENERATE', message: 'Generate sign-ins' })}>
        <UsersIcon aria-hidden="true" />
        {t({ id: 'SIM.SIGN_INS.GENERATE', message: 'Generate sign-ins' })}
      </BusyButton>
    </Stack>
  );
}

/** Slides whose content the specification does not describe: they say so (no invented content). */
export function UndescribedSlide() {
  const { t } = useLingui();
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Description>
        {t({
          id: 'SIM.UNDESCRIBED',
          message: 'This console has no further details or links for this simulation yet.',
        })}
      </Alert.Description>
    </Alert.Root>
  );
}

export interface NetworkSlideProps {
  subSlide: NetworkSubSlide;
  onSubSlideChange: (subSlide: NetworkSubSlide) => void;
  script: ReactNode;
  behaviourAnomaly: ReactNode;
  threatActor: ReactNode;
}

/** Slide 1: the network simulations' three sub-slides (spec 002 §2.2). */
export function NetworkSlide({ subSlide, onSubSlideChange, script, behaviourAnomaly, threatActor }: NetworkSlideProps) {
  const { t } = useLingui();
  return (
    <Tabs.Root
      value={subSlide}
      onValueChange={(details) => onSubSlideChange(details.value as NetworkSubSlide)}
      variant="line"
      size="sm"
      lazyMount
      unmountOnExit
    >
      <ScrollableTabList>
        <Tabs.Trigger value="script">{t({ id: 'SIM.NETWORK.SCRIPT', message: 'Script' })}</Tabs.Trigger>
        <Tabs.Trigger value="behaviorAnomaly">{t({ id: 'SIM.NETWORK.ANOMALY', message: 'Behavior anomaly' })}</Tabs.Trigger>
        <Tabs.Trigger value="threatActor">{t({ id: 'SIM.NETWORK.THREAT_ACTOR', message: 'Threat actor' })}</Tabs.Trigger>
      </ScrollableTabList>
      <Box pt="3">
        <Tabs.Content value="script">{script}</Tabs.Content>
        <Tabs.Content value="behaviorAnomaly">{behaviourAnomaly}</Tabs.Content>
        <Tabs.Content value="threatActor">{threatActor}</Tabs.Content>
      </Box>
    </Tabs.Root>
  );
}
