export { RecordHeader, RecordNotFound } from './RecordPage';
