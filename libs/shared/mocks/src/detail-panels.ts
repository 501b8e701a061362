export { detailPanelHandlers } from './detail-panels/handlers.ts';
