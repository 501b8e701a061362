import { useLingui } from '@lingui/react/macro';
import { DialogFrame, ParentWidth } from '@soc/ui';
import { ATTACK_PATH_MODAL_WIDTH } from '../model/slides.ts';
import type { ThreatActorAttack } from '../model/threat-actors.ts';
import type { HostField } from '../model/validation.ts';
import { AttackPathDiagram } from './attack-path-diagram.tsx';

export interface AttackPathModalProps {
  open: boolean;
  onClose: () => void;
  attack: ThreatActorAttack;
  ips: Partial<Record<HostField, string>>;
}

/** The diagram's box in the modal, px high (its width is the body's). */
const DIAGRAM_HEIGHT = 480;

/** Spec 002 §2.3 / §9: the diagram large, in a modal titled Attack Path, 1000 wide, with Cancel. */
export function AttackPathModal({ open, onClose, attack, ips }: AttackPathModalProps) {
  const { t } = useLingui();
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={t({ id: 'SIM.ATTACK_PATH.TITLE', message: 'Attack Path' })}
      size={ATTACK_PATH_MODAL_WIDTH}
      closeOnInteractOutside={false}
      closeButton
      dismissLabel={t({ id: 'SIM.CANCEL', message: 'Cancel' })}
    >
      {/*
        As wide as the body really is (narrower than the modal's 1000 on a phone or tablet), so the diagram
        fits itself in whole on opening and on reset, and zooms about the middle of what is in view.
      */}
      <ParentWidth>{(width) => (width > 0 ? <AttackPathDiagram attack={attack} ips={ips} width={width} height={DIAGRAM_HEIGHT} /> : null)}</ParentWidth>
    </DialogFrame>
  );
}
