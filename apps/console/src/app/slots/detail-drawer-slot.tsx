import { DetailDrawerContainer } from '@soc/detail-panels';

/** The investigation drawer (spec 001 §2.1), opened by `toggleUICEvent` from anywhere on the page. */
export function DetailDrawerSlot() {
  return <DetailDrawerContainer />;
}
