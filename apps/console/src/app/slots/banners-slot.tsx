import { lazy, Suspense } from 'react';

// Banners wait for their own data anyway: their code loads alongside it, outside the first download.
const BannersContent = lazy(() => import('./banners-content.tsx'));

/** Above the page: the license banner carousel and the upgrade promotion (spec 000 §2.10). */
export function BannersSlot() {
  return (
    <Suspense fallback={null}>
      <BannersContent />
    </Suspense>
  );
}
