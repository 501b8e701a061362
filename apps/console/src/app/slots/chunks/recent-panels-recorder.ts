export { RecentPanelsRecorder as default } from '@soc/shell';
