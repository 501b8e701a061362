import { useLingui } from '@lingui/react/macro';
import { DialogFrame } from '@soc/ui';
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
      bodyProps={{ overflowX: 'auto' }}
      dismissLabel={t({ id: 'SIM.CANCEL', message: 'Cancel' })}
    >
      <AttackPathDiagram attack={attack} ips={ips} width={ATTACK_PATH_MODAL_WIDTH - 48} height={480} />
    </DialogFrame>
  );
}
