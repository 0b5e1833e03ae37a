import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../icons';

/** Spec 001 sections 2 and 9: the side drawer is 400 px wide. */
export const SIDE_DRAWER_WIDTH = 400;

export interface SideDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Already translated. */
  title: string;
  children?: ReactNode;
  /** Buttons under the content, e.g. Save. */
  actions?: ReactNode;
}

/**
 * A panel that slides over the page from its inline end (the right, the left in Arabic), for
 * details or a form beside a list. Escape, the backdrop and the close button close it.
 */
export function SideDrawer({ open, onClose, title, children, actions }: SideDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: SIDE_DRAWER_WIDTH, maxWidth: '100vw' },
          role: 'dialog',
          'aria-label': title,
        },
      }}
      // Over the app bar, as the detail panel's overlay and dialogs are.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
    >
      <Stack
        direction="row"
        alignItems="center"
        sx={{ paddingInline: 2, minHeight: 56, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography variant="h6" component="h2" sx={{ flex: 1 }} noWrap>
          {title}
        </Typography>
        <IconButton aria-label={t('button.close')} onClick={onClose} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', padding: 2 }}>{children}</Box>
      {actions ? (
        <Stack
          direction="row"
          spacing={1}
          justifyContent="flex-end"
          sx={{ padding: 2, borderTop: 1, borderColor: 'divider' }}
        >
          {actions}
        </Stack>
      ) : null}
    </Drawer>
  );
}
