export { INBOUND_PATH } from '../../core/documents/paths';
