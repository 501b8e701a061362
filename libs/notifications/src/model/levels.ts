import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationLevel } from '@soc/api';
import { Ban, CircleCheck, CircleX, Hourglass, Info, ShieldAlert, Sparkles, TriangleAlert, type LucideIcon } from 'lucide-react';

export interface LevelStyle {
  icon: LucideIcon;
  /** A semantic colour token; every level has its own hue or shape. */
  color: string;
  /** The icon's text alternative. */
  label: MessageDescriptor;
}

/** Spec 000 §2.6 "an icon chosen by level": distinct icon, colour and name for each of the eight. */
export const LEVEL_STYLES: Record<NotificationLevel, LevelStyle> = {
  pending: { icon: Hourglass, color: 'fg.muted', label: msg({ id: 'NOTIFICATIONS.LEVEL_PENDING', message: 'Pending' }) },
  error: { icon: CircleX, color: 'status.error', label: msg({ id: 'NOTIFICATIONS.LEVEL_ERROR', message: 'Error' }) },
  info: { icon: Info, color: 'status.info', label: msg({ id: 'NOTIFICATIONS.LEVEL_INFO', message: 'Information' }) },
  success: { icon: CircleCheck, color: 'status.success', label: msg({ id: 'NOTIFICATIONS.LEVEL_SUCCESS', message: 'Success' }) },
  security: { icon: ShieldAlert, color: 'orange.fg', label: msg({ id: 'NOTIFICATIONS.LEVEL_SECURITY', message: 'Security' }) },
  partially_successful: {
    icon: TriangleAlert,
    color: 'status.warning',
    label: msg({ id: 'NOTIFICATIONS.LEVEL_PARTIALLY_SUCCESSFUL', message: 'Partially successful' }),
  },
  new_feature: { icon: Sparkles, color: 'purple.fg', label: msg({ id: 'NOTIFICATIONS.LEVEL_NEW_FEATURE', message: 'New feature' }) },
  rejection: { icon: Ban, color: 'pink.fg', label: msg({ id: 'NOTIFICATIONS.LEVEL_REJECTION', message: 'Rejected' }) },
};
