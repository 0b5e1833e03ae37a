export { ToastProvider } from './ToastProvider';
export { useToast } from './ToastContext';
export * from './toastTypes';
