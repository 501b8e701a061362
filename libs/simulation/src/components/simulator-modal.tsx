import { useSignIns } from '../hooks/use-sign-ins.ts';
import { useBehaviourAnomalyForm } from '../hooks/use-behaviour-anomaly-form.ts';
import { applianceGroupsOf, DEVICE_LISTS, useSimulatorData } from '../hooks/use-simulator-data.ts';
import { useSimulatorCarousel } from '../hooks/use-simulator-carousel.ts';
import { useThreatActorForm } from '../hooks/use-threat-actor-form.ts';
import type { SimulatorRequest } from '../model/slides.ts';
import { BehaviourAnomalyScreen } from './behaviour-anomaly-screen.tsx';
import { SimulatorModalView } from './simulator-modal-view.tsx';
import { DownloadSlide, NetworkSlide, SignInsSlide, UndescribedSlide } from './slides.tsx';
import { ThreatActorScreen } from './threat-actor-screen.tsx';

export interface SimulatorModalProps {
  /** The latest `toggleAttackModal` detail (contract §7); a new object jumps to its slide. */
  request: SimulatorRequest;
  onClose: () => void;
  /** The clock of the 24-hour repeat warning (fixed in stories and tests). */
  now?: () => number;
}

/** The attack simulator (spec 002 §2.2–§2.4): the hooks and the views, nothing else. */
export function SimulatorModal({ request, onClose, now }: SimulatorModalProps) {
  const carousel = useSimulatorCarousel(request);
  const data = useSimulatorData(carousel.networkOpened);
  const threatGroups = applianceGroupsOf(data.appliances, DEVICE_LISTS.threatActor);
  const anomalyGroups = applianceGroupsOf(data.appliances, DEVICE_LISTS.behaviourAnomaly);
  const appliancesLoading = data.appliances.status === 'loading' || data.appliances.status === 'idle';
  const threatActor = useThreatActorForm({
    groups: threatGroups,
    appliancesLoading,
    loading: data.loading,
    now,
  });
  const behaviourAnomaly = useBehaviourAnomalyForm();
  const signIns = useSignIns();

  const threatActorScreen = <ThreatActorScreen form={threatActor} appliances={data.appliances} groups={threatGroups} />;
  const slides = {
    0: <DownloadSlide slide="script" downloads={data.downloads} />,
    1: (
      <NetworkSlide
        subSlide={carousel.subSlide}
        onSubSlideChange={carousel.setSubSlide}
        script={<DownloadSlide slide="network" downloads={data.downloads} />}
        behaviourAnomaly={<BehaviourAnomalyScreen form={behaviourAnomaly} appliances={data.appliances} groups={anomalyGroups} />}
        threatActor={threatActorScreen}
      />
    ),
    2: <DownloadSlide slide="ai" downloads={data.downloads} />,
    3: <SignInsSlide signIns={signIns} />,
    4: <UndescribedSlide />,
    5: <UndescribedSlide />,
    6: threatActorScreen,
  } as const;

  return (
    <SimulatorModalView
      open
      onClose={onClose}
      slide={carousel.slide}
      loading={data.loading}
      onPrevious={carousel.previous}
      onNext={carousel.next}
      carouselRef={carousel.carouselRef}
    >
      {slides[carousel.slide]}
    </SimulatorModalView>
  );
}
