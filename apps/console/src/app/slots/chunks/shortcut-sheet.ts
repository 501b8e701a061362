export { ShortcutSheet as default } from '@soc/shell';
