export { Toaster as default, toaster } from '@soc/ui';
