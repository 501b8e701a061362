import {
  Bot, Building2, Circle, Cloud, Database, LayoutDashboard, Laptop, Mail, Network, Radar, Search, Settings, ShieldAlert, Sparkles, UserCheck,
  type LucideIcon,
} from 'lucide-react';

// Server icon names → icons. Unknown names get a neutral dot rather than nothing.
const ICONS: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard, investigation: Search, risk: ShieldAlert, endpoint: Laptop, email: Mail, network: Network,
  cloud: Cloud, identity: UserCheck, data: Database, intel: Radar, ai: Sparkles, companion: Bot, admin: Settings, customers: Building2,
};

export function MenuIcon({ name, size = 18 }: { name: string | undefined; size?: number }) {
  // Own keys only: a server name such as "constructor" must not reach Object.prototype.
  const Icon = (name && Object.hasOwn(ICONS, name) && ICONS[name]) || Circle;
  // Never squeezed by a long title beside it.
  return <Icon size={size} aria-hidden="true" focusable="false" style={{ flexShrink: 0 }} />;
}
