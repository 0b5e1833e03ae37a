// The few shell icons, drawn here rather than pulling the whole icon package.
import { createSvgIcon } from '@mui/material/utils';

export const MenuIcon = createSvgIcon(<path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />, 'Menu');
export const DashboardIcon = createSvgIcon(
  <path d="M3 13h8V3H3zm0 8h8v-6H3zm10 0h8V11h-8zm0-18v6h8V3z" />,
  'Dashboard',
);
export const SettingsIcon = createSvgIcon(
  <path d="M19.4 13a7.5 7.5 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7 7 0 0 0-1.7-1L15 3h-4l-.4 2.9a7 7 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.5 7.5 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7 7 0 0 0 1.7 1L11 21h4l.4-2.9a7 7 0 0 0 1.7-1l2.5 1 2-3.5zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z" />,
  'Settings',
);
export const StoreIcon = createSvgIcon(
  <path d="M4 4h16v2H4zm16 3H4l-1 5v2h1v6h10v-6h4v6h2v-6h1v-2zm-8 11H6v-4h6z" />,
  'Store',
);
export const AccountIcon = createSvgIcon(
  <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-3 0-9 1.5-9 4.5V21h18v-2.5c0-3-6-4.5-9-4.5z" />,
  'Account',
);
export const SearchIcon = createSvgIcon(
  <path d="M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 14 15.5l.3.3v.8l5 5 1.5-1.5zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9z" />,
  'Search',
);
export const InventoryIcon = createSvgIcon(
  <path d="M20 2H4c-1 0-2 .9-2 2v3c0 .7.4 1.4 1 1.7V20c0 1.1 1.1 2 2 2h14c.9 0 2-.9 2-2V8.7c.6-.3 1-1 1-1.7V4c0-1.1-1-2-2-2zm-5 12H9v-2h6zm5-7H4V4h16z" />,
  'Inventory',
);
export const StockIcon = createSvgIcon(
  <path d="M3 3h8v8H3zm10 0h8v8h-8zM3 13h8v8H3zm10 0h8v8h-8z" />,
  'Stock',
);
export const LocationIcon = createSvgIcon(
  <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z" />,
  'Location',
);
export const DetailPanelIcon = createSvgIcon(
  <path d="M3 4h18v16H3zm2 2v12h9V6zm11 0v12h3V6z" />,
  'DetailPanel',
);
export const ListIcon = createSvgIcon(
  <path d="M3 5h2v2H3zm4 0h14v2H7zM3 11h2v2H3zm4 0h14v2H7zm-4 6h2v2H3zm4 0h14v2H7z" />,
  'List',
);
export const TransferIcon = createSvgIcon(
  <path d="M7 4 3 8l4 4V9h7V7H7zm10 8v3h-7v2h7v3l4-4z" />,
  'Transfer',
);
export const ReasonIcon = createSvgIcon(
  <path d="M4 3h16v14H7l-3 3zm3 4v2h10V7zm0 4v2h7v-2z" />,
  'Reason',
);
export const OutboundIcon = createSvgIcon(
  <path d="M3 6h11v9H3zm11 3h4l3 3v3h-7zM6.5 19a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3zm11 0a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3z" />,
  'Outbound',
);
export const InboundIcon = createSvgIcon(
  <path d="M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm0 12h-4a3 3 0 0 1-6 0H5V5h14zm-3-5h-3V7h-2v3H8l4 4z" />,
  'Inbound',
);
// A clipboard with ticks: a count in progress.
export const StocktakeIcon = createSvgIcon(
  <path d="M19 3h-4.18C14.4 1.84 13.3 1 12 1s-2.4.84-2.82 2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-7 0c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1m-2 14-4-4 1.41-1.41L10 14.17l6.59-6.59L18 9z" />,
  'Stocktake',
);
// A clipboard with lines: a customer's list of what it asks for.
export const RequisitionIcon = createSvgIcon(
  <path d="M19 3h-4.18C14.4 1.84 13.3 1 12 1s-2.4.84-2.82 2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-7 0c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1m2 14H7v-2h7zm3-4H7v-2h10zm0-4H7V7h10z" />,
  'Requisition',
);
// An arrow turning back: stock going back where it came from.
export const ReturnIcon = createSvgIcon(
  <path d="M12.5 8c-2.65 0-5.05.99-6.9 2.6L2 7v9h9l-3.62-3.62c1.39-1.16 3.16-1.88 5.12-1.88 3.54 0 6.55 2.31 7.6 5.5l2.37-.78C21.08 11.03 17.15 8 12.5 8" />,
  'Return',
);
