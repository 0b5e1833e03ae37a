export { OUTBOUND_PATH } from '../../core/documents/paths';
