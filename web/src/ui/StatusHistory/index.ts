export { StatusHistory, type StatusHistoryProps } from './StatusHistory';
export { getActiveStatusIndex, type StatusLog } from './activeStatus';
export { STATUS_POPOVER_WIDTH, StatusPopover } from './StatusPopover';
