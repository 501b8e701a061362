import { Box } from '@chakra-ui/react';
import {
  BookOpen, Bot, Building2, Cloud, Database, LayoutDashboard, Laptop, LifeBuoy, Mail, Network, Radar, Search, Settings, ShieldAlert, Smartphone,
  Sparkles, Store, UserCheck,
  type LucideIcon,
} from 'lucide-react';

// Server icon names → icons. Neither the spec nor the contract fixes the names (spec 000 §3 "icon"), so
// the console's own names and the common words a backend may use for the same picture are all read.
const ICON_NAMES: [LucideIcon, string[]][] = [
  [LayoutDashboard, ['dashboard', 'home', 'overview', 'report', 'reports', 'chart', 'analytics']],
  [Search, ['investigation', 'search', 'xdr', 'hunt', 'hunting']],
  [ShieldAlert, ['risk', 'shield', 'security', 'threat', 'alert', 'asrm']],
  [Laptop, ['endpoint', 'endpoints', 'device', 'devices', 'computer', 'laptop', 'server', 'host']],
  [Smartphone, ['mobile', 'phone']],
  [Mail, ['email', 'mail', 'envelope', 'inbox', 'message', 'messages']],
  [Network, ['network', 'globe', 'web']],
  [Cloud, ['cloud']],
  [UserCheck, ['identity', 'user', 'users', 'account', 'accounts', 'person']],
  [Database, ['data', 'database', 'storage']],
  [Radar, ['intel', 'intelligence', 'radar']],
  [Sparkles, ['ai', 'sparkles', 'magic']],
  [Bot, ['companion', 'bot', 'assistant']],
  [Settings, ['admin', 'administration', 'settings', 'setting', 'gear', 'cog', 'config', 'configuration', 'management', 'service', 'services']],
  [Building2, ['customers', 'customer', 'company', 'companies', 'tenant', 'tenants', 'organization', 'building']],
  [Store, ['vendor', 'vendors', 'store', 'marketplace', 'partner', 'partners']],
  [LifeBuoy, ['help', 'support']],
  [BookOpen, ['docs', 'documentation', 'book', 'guide']],
];
const ICONS = new Map(ICON_NAMES.flatMap(([icon, names]) => names.map((name) => [name, icon] as const)));

/** "icon-search", "fa_mail", "Settings-outline" → "search", "mail", "settings". */
function iconKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/^(?:icon|ic|fa|mdi|svg)[-_]/, '')
    .replace(/[-_](?:icon|outline|outlined|filled|solid)$/, '');
}

function iconFor(name: string | undefined): LucideIcon | undefined {
  // A Map, not an object: a server name such as "constructor" must not reach Object.prototype.
  return name ? ICONS.get(iconKey(name)) : undefined;
}

export interface MenuIconProps {
  /** The server's icon name (spec 000 §3). */
  name: string | undefined;
  /** The entry's title: an unknown icon shows its first letter, so entries stay apart in the icon rail. */
  label: string;
  size?: number;
}

export function MenuIcon({ name, label, size = 18 }: MenuIconProps) {
  const Icon = iconFor(name);
  // Never squeezed by a long title beside it.
  if (Icon) return <Icon size={size} aria-hidden="true" focusable="false" style={{ flexShrink: 0 }} />;
  return (
    <Box
      as="span"
      aria-hidden="true"
      data-testid="menu-monogram"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
      boxSize={`${size}px`}
      borderWidth="1.5px"
      borderColor="currentColor"
      borderRadius="sm"
      fontSize={`${Math.round(size * 0.6)}px`}
      fontWeight="bold"
      lineHeight="1"
    >
      {Array.from(label.trim())[0]?.toLocaleUpperCase() ?? ''}
    </Box>
  );
}
