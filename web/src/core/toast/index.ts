export { ToastContext, useToast } from './ToastContext';
export * from './toastTypes';
