export { CUSTOMER_RETURN_PATH } from '../../core/documents/paths';
