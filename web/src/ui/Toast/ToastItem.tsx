import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CloseIcon, InfoIcon } from '../icons';
import {
  ERROR_DETAIL_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
  type ToastMessage,
} from '../../core/toast/toastTypes';

export interface ToastItemProps {
  toast: ToastMessage;
  onClose: (id: number) => void;
}

export function ToastItem({ toast, onClose }: ToastItemProps) {
  const { t } = useTranslation();
  const [detailAnchor, setDetailAnchor] = useState<HTMLElement | null>(null);
  const hasDetail = toast.severity === 'error' && Boolean(toast.detail);
  const duration = hasDetail ? ERROR_DETAIL_TOAST_DURATION_MS : TOAST_DURATION_MS;
  const detailOpen = detailAnchor !== null;

  // The clock stops while the detail is open, and restarts when it closes.
  useEffect(() => {
    if (detailOpen) return;
    const timer = setTimeout(() => onClose(toast.id), duration);
    return () => clearTimeout(timer);
  }, [detailOpen, duration, onClose, toast.id]);

  return (
    <Alert
      severity={toast.severity}
      variant="filled"
      role={toast.severity === 'error' ? 'alert' : 'status'}
      sx={{ minWidth: 280, maxWidth: 480, boxShadow: 3 }}
      action={
        <>
          {hasDetail ? (
            <IconButton
              size="small"
              color="inherit"
              aria-label={t('button.show-error-details')}
              onClick={(event) => setDetailAnchor(event.currentTarget)}
            >
              <InfoIcon fontSize="small" />
            </IconButton>
          ) : null}
          <IconButton
            size="small"
            color="inherit"
            aria-label={t('button.close')}
            onClick={() => onClose(toast.id)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
    >
      {hasDetail ? t('error.oops-see-details') : toast.message}
      {hasDetail ? (
        <Popover
          open={detailOpen}
          anchorEl={detailAnchor}
          onClose={() => setDetailAnchor(null)}
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
          transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <Typography sx={{ padding: 2, maxWidth: 400, fontWeight: 600 }}>
            {toast.message}
          </Typography>
          <Typography
            component="pre"
            sx={{
              paddingInline: 2,
              paddingBottom: 2,
              maxWidth: 400,
              whiteSpace: 'pre-wrap',
              fontSize: 12,
            }}
          >
            {toast.detail}
          </Typography>
        </Popover>
      ) : null}
    </Alert>
  );
}
