/** Where the customer requisitions live (spec 001 section 2: distribution, customer-requisition). */
export const CUSTOMER_REQUISITION_PATH = '/distribution/customer-requisition';
