export { SUPPLIER_RETURN_PATH } from '../../core/documents/paths';
