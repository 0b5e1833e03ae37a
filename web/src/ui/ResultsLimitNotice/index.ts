export { ResultsLimitNotice, type ResultsLimitNoticeProps } from './ResultsLimitNotice';
