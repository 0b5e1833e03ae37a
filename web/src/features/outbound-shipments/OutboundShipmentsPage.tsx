import { Route, Routes } from 'react-router';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import { OutboundShipmentDetailView } from './DetailView/OutboundShipmentDetailView';
import { OutboundShipmentListView } from './ListView/OutboundShipmentListView';

/** distribution/outbound-shipment (the list) and distribution/outbound-shipment/:id. */
export default function OutboundShipmentsPage() {
  useDocumentsTranslation();
  return (
    <Routes>
      <Route index element={<OutboundShipmentListView />} />
      <Route path=":id" element={<OutboundShipmentDetailView />} />
    </Routes>
  );
}
