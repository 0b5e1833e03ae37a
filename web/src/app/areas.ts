// The data-driven registry of areas: each entry gives a route, a menu item, a page title, a
// command-palette action and an optional permission guard. A new feature adds one entry here.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

import type { AppKey } from '../core/app-i18n';
import { withChunkTimeout } from '../core/chunkLoad';
import type { UserPermission } from '../gql/graphql';
import {
  DashboardIcon,
  InboundIcon,
  InventoryIcon,
  ListIcon,
  OutboundIcon,
  LocationIcon,
  ReasonIcon,
  RequisitionIcon,
  ReturnIcon,
  SettingsIcon,
  StockIcon,
  StocktakeIcon,
  StoreIcon,
  TransferIcon,
} from './shellIcons';

/** A page loaded on demand that can also be fetched ahead (the shell fetches the page it
 * opens on together with itself, instead of one after the other). A fetch that takes over
 * 120 s fails with ChunkLoadError, which the error screen shows with "try again". */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  const timed = withChunkTimeout(load);
  return Object.assign(lazy(timed), { preload: timed });
}

/** Starts loading the page of the area a path belongs to, if any. */
export function preloadAreaOf(pathname: string): void {
  const path = pathname.replace(/^\/+/, '');
  const area = AREAS.find((a) => path === a.path || path.startsWith(`${a.path}/`));
  void area?.component.preload();
}

export type MenuGroup = 'general' | 'distribution' | 'replenishment' | 'inventory' | 'manage';

export interface Area {
  /** Route path without the leading slash; it is also the breadcrumb segment. */
  path: string;
  titleKey: AppKey;
  icon: typeof DashboardIcon;
  permission?: UserPermission;
  component: LazyPage;
  group: MenuGroup;
}

export const MENU_GROUPS: readonly { id: MenuGroup; titleKey: AppKey }[] = [
  { id: 'general', titleKey: 'nav.group-general' },
  { id: 'distribution', titleKey: 'nav.group-distribution' },
  { id: 'replenishment', titleKey: 'nav.group-replenishment' },
  { id: 'inventory', titleKey: 'nav.group-inventory' },
  { id: 'manage', titleKey: 'nav.group-manage' },
];

export const AREAS: readonly Area[] = [
  {
    path: 'dashboard',
    titleKey: 'nav.dashboard',
    icon: DashboardIcon,
    component: lazyPage(() => import('../features/dashboard/DashboardPage')),
    group: 'general',
  },
  {
    path: 'distribution/outbound-shipment',
    titleKey: 'nav.outbound-shipments',
    icon: OutboundIcon,
    permission: 'OUTBOUND_SHIPMENT_QUERY',
    component: lazyPage(() => import('../features/outbound-shipments/OutboundShipmentsPage')),
    group: 'distribution',
  },
  {
    path: 'distribution/customer-requisition',
    titleKey: 'nav.customer-requisitions',
    icon: RequisitionIcon,
    permission: 'REQUISITION_QUERY',
    component: lazyPage(() => import('../features/customer-requisitions/CustomerRequisitionsPage')),
    group: 'distribution',
  },
  {
    path: 'distribution/customer-return',
    titleKey: 'nav.customer-returns',
    icon: ReturnIcon,
    permission: 'CUSTOMER_RETURN_QUERY',
    component: lazyPage(() => import('../features/customer-returns/CustomerReturnsPage')),
    group: 'distribution',
  },
  {
    path: 'replenishment/internal-order',
    titleKey: 'nav.internal-orders',
    icon: RequisitionIcon,
    permission: 'REQUISITION_QUERY',
    component: lazyPage(() => import('../features/internal-orders/InternalOrdersPage')),
    group: 'replenishment',
  },
  {
    path: 'replenishment/rnr',
    titleKey: 'nav.rnr-forms',
    icon: ListIcon,
    permission: 'RN_R_FORM_QUERY',
    component: lazyPage(() => import('../features/rnr-forms/RnrFormsPage')),
    group: 'replenishment',
  },
  {
    path: 'replenishment/inbound-shipment',
    titleKey: 'nav.inbound-shipments',
    icon: InboundIcon,
    permission: 'INBOUND_SHIPMENT_QUERY',
    component: lazyPage(() => import('../features/inbound-shipments/InboundShipmentsPage')),
    group: 'replenishment',
  },
  {
    path: 'replenishment/supplier-return',
    titleKey: 'nav.supplier-returns',
    icon: ReturnIcon,
    permission: 'SUPPLIER_RETURN_QUERY',
    component: lazyPage(() => import('../features/supplier-returns/SupplierReturnsPage')),
    group: 'replenishment',
  },
  {
    path: 'inventory/items',
    titleKey: 'nav.inventory-items',
    icon: InventoryIcon,
    permission: 'STOCK_LINE_QUERY',
    component: lazyPage(() => import('../features/inventory/InventoryItemsPage')),
    group: 'inventory',
  },
  {
    path: 'inventory/stock',
    titleKey: 'nav.inventory-stock',
    icon: StockIcon,
    permission: 'STOCK_LINE_QUERY',
    component: lazyPage(() => import('../features/inventory/InventoryStockPage')),
    group: 'inventory',
  },
  {
    path: 'inventory/locations',
    titleKey: 'nav.inventory-locations',
    icon: LocationIcon,
    permission: 'STOCK_LINE_QUERY',
    component: lazyPage(() => import('../features/locations/LocationsPage')),
    group: 'inventory',
  },
  {
    // Its items open the item pages, which need STOCK_LINE_QUERY: the same guard as theirs.
    path: 'inventory/master-lists',
    titleKey: 'nav.inventory-master-lists',
    icon: ListIcon,
    permission: 'STOCK_LINE_QUERY',
    component: lazyPage(() => import('../features/master-lists/MasterListsPage')),
    group: 'inventory',
  },
  {
    path: 'inventory/stocktakes',
    titleKey: 'nav.inventory-stocktakes',
    icon: StocktakeIcon,
    permission: 'STOCKTAKE_QUERY',
    component: lazyPage(() => import('../features/stocktakes/StocktakesPage')),
    group: 'inventory',
  },
  {
    path: 'manage/stores',
    titleKey: 'nav.stores',
    icon: StoreIcon,
    permission: 'SERVER_ADMIN',
    component: lazyPage(() => import('../features/stores/StoresPage')),
    group: 'manage',
  },
  {
    // Every store user may read the reasons (the server asks no permission); only
    // EDIT_CENTRAL_DATA adds or edits them, which the page itself checks.
    path: 'manage/log-reasons',
    titleKey: 'nav.log-reasons',
    icon: ReasonIcon,
    component: lazyPage(() => import('../features/reasons/ReasonsPage')),
    group: 'manage',
  },
  {
    // Failed transfers and running the processor: the server asks SERVER_ADMIN in the store.
    path: 'manage/transfers',
    titleKey: 'nav.transfers',
    icon: TransferIcon,
    permission: 'SERVER_ADMIN',
    component: lazyPage(() => import('../features/transfers/TransfersPage')),
    group: 'manage',
  },
  {
    // A store's preferences (approval of requisitions among them): the server asks SERVER_ADMIN.
    path: 'manage/store-preferences',
    titleKey: 'nav.store-preferences',
    icon: SettingsIcon,
    permission: 'SERVER_ADMIN',
    component: lazyPage(() => import('../features/store-preferences/StorePreferencesPage')),
    group: 'manage',
  },
  {
    path: 'settings',
    titleKey: 'nav.settings',
    icon: SettingsIcon,
    component: lazyPage(() => import('../features/settings/SettingsPage')),
    group: 'manage',
  },
];

/** Titles of path segments that are not areas themselves (breadcrumbs, page title). */
export const SEGMENT_TITLES: Readonly<Record<string, AppKey>> = {
  manage: 'nav.group-manage',
  distribution: 'nav.group-distribution',
  replenishment: 'nav.group-replenishment',
  inventory: 'nav.group-inventory',
  login: 'nav.login',
};

/** The area whose path is the longest prefix of the location. */
export function findArea(pathname: string): Area | undefined {
  const clean = pathname.replace(/^\/+|\/+$/g, '');
  return [...AREAS]
    .sort((a, b) => b.path.length - a.path.length)
    .find((area) => clean === area.path || clean.startsWith(`${area.path}/`));
}
