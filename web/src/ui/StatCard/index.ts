export { StatCard, type StatCardError, type StatCardProps } from './StatCard';
