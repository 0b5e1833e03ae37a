export { ListPage, ListPageTable, LIST_TABLE_MIN_HEIGHT } from './ListPage';
