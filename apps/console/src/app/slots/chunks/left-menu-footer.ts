export { LeftMenuFooter as default } from '@soc/shell';
