import { Badge, Button, HStack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { LogOut } from 'lucide-react';

export interface DemoBadgeProps {
  onLeaveDemo: () => void;
}

/** Demo accounts (contract §4 pattern) see a badge and can leave the demo (spec 000 §2.2). */
export function DemoBadge({ onLeaveDemo }: DemoBadgeProps) {
  return (
    <HStack gap="1.5">
      <Badge colorPalette="orange" variant="subtle" size="sm"><Trans id="SHELL.DEMO_BADGE">Demo</Trans></Badge>
      <Button variant="outline" size="xs" onClick={onLeaveDemo}>
        <LogOut size={14} aria-hidden="true" />
        <Trans id="SHELL.LEAVE_DEMO">Leave demo</Trans>
      </Button>
    </HStack>
  );
}
