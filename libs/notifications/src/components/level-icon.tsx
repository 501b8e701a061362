import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { NotificationLevel } from '@soc/api';
import { LEVEL_STYLES } from '../model/levels.ts';

export interface LevelIconProps {
  level: NotificationLevel;
}

/** The level's icon, in its colour, named by its text alternative ("Error", "Security"…). */
export function LevelIcon({ level }: LevelIconProps) {
  const { i18n } = useLingui();
  const style = LEVEL_STYLES[level];
  const Icon = style.icon;
  return (
    <Box as="span" role="img" aria-label={i18n._(style.label)} color={style.color} display="inline-flex" flexShrink={0} data-level={level}>
      <Icon size={18} aria-hidden="true" focusable="false" />
    </Box>
  );
}
