import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ThreatActorAttack } from '../model/threat-actors.ts';
import { ATTACK_PATH_MODAL_WIDTH } from '../model/slides.ts';
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
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      motionPreset="none"
      placement="center"
      lazyMount
      unmountOnExit
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${ATTACK_PATH_MODAL_WIDTH}px`} maxW="calc(100vw - 2rem)">
            <Dialog.Header pe="12">
              <Dialog.Title>{t({ id: 'SIM.ATTACK_PATH.TITLE', message: 'Attack Path' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body overflowX="auto">
              <AttackPathDiagram attack={attack} ips={ips} width={ATTACK_PATH_MODAL_WIDTH - 48} height={480} />
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t({ id: 'SIM.CANCEL', message: 'Cancel' })}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t({ id: 'COMMON.CLOSE', message: 'Close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
