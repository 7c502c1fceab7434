import {
  IconBell,
  IconClipboardList,
  IconFileDescription,
  IconFileDollar,
  IconFilePlus,
  IconGauge,
  IconListDetails,
  IconPackage,
  IconPlus,
  IconSearch,
  IconTruckDelivery,
  IconUrgent,
  IconUserCircle,
  IconArrowsExchange,
  type Icon,
} from '@tabler/icons-react';
import type { AreaId } from './app-areas';

/** One icon per navigation area, shared by the navbar and the dashboard cards. */
export const AREA_ICONS: Record<AreaId, Icon> = {
  dashboard: IconGauge,
  search: IconSearch,
  myAlerts: IconBell,
  createListing: IconPlus,
  myListings: IconListDetails,
  manageOffers: IconArrowsExchange,
  myOffers: IconPackage,
  orders: IconTruckDelivery,
  requestMaterial: IconUrgent,
  activeRequests: IconClipboardList,
  createRfq: IconFilePlus,
  myRfqs: IconFileDescription,
  rfqQuotes: IconFileDollar,
  account: IconUserCircle,
};
