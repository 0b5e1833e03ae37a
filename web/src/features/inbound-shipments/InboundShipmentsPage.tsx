import { Route, Routes } from 'react-router';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import { InboundShipmentDetailView } from './DetailView/InboundShipmentDetailView';
import { InboundShipmentListView } from './ListView/InboundShipmentListView';

/** replenishment/inbound-shipment (the list) and replenishment/inbound-shipment/:id. */
export default function InboundShipmentsPage() {
  useDocumentsTranslation();
  return (
    <Routes>
      <Route index element={<InboundShipmentListView />} />
      <Route path=":id" element={<InboundShipmentDetailView />} />
    </Routes>
  );
}
