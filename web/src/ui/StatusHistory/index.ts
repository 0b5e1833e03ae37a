export { StatusHistory, type StatusHistoryProps } from './StatusHistory';
export { getActiveStatusIndex, type StatusLog } from './activeStatus';
