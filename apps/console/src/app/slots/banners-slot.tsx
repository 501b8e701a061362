import { preloaded } from '../preloaded.tsx';

// Banners wait for their own data anyway: their code loads after the first paint, with their data.
const BannersContent = preloaded(() => import('./banners-content.tsx'));

/** Above the page: the license banner carousel and the upgrade promotion (spec 000 §2.10). */
export function BannersSlot() {
  return <BannersContent />;
}
