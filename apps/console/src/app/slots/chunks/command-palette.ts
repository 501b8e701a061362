export { CommandPalette as default } from '@soc/shell';
