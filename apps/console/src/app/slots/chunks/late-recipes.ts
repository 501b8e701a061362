export { LATE_RECIPES } from '@soc/ui';
