export { RoleManagementDialogs as default } from '@soc/shell';
