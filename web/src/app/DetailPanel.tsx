import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppTranslation } from '../core/app-i18n';
import { CloseIcon } from '../ui/icons';
import { DetailPanelIcon } from './shellIcons';
import type { DetailPanelFrame } from './useDetailPanelFrame';

/** Spec 001 section 2: the detail panel is 300 px wide when open. */
export const DETAIL_PANEL_WIDTH = 300;
export const DETAIL_PANEL_ID = 'detail-panel';

/** The app-bar button that shows or hides the panel; only on pages that have one. */
export function DetailPanelToggle({ frame }: { frame: DetailPanelFrame }) {
  const { t } = useAppTranslation();
  if (!frame.available) return null;
  return (
    <IconButton
      color="inherit"
      onClick={frame.toggle}
      aria-label={t('shell.toggle-detail-panel')}
      aria-expanded={frame.open}
      aria-controls={DETAIL_PANEL_ID}
      data-testid="detail-panel-toggle"
    >
      <DetailPanelIcon />
    </IconButton>
  );
}

/**
 * The shell's inline-end panel, drawn only while the page has content for it: a heading with a
 * close button, then what the page puts in it. Beside the page on wide screens, over it below md.
 */
export function DetailPanel({ frame }: { frame: DetailPanelFrame }) {
  const { t } = useAppTranslation();
  const common = useTranslation().t;
  const { open, inline, setContainer } = frame;
  if (!frame.available) return null;
  const onClose = () => frame.context.setOpen(false);
  const body = (
    <Stack
      id={DETAIL_PANEL_ID}
      component="aside"
      aria-label={t('shell.detail-panel')}
      data-testid="detail-panel"
      data-open={open}
      sx={{ width: DETAIL_PANEL_WIDTH, height: '100%', minHeight: 0 }}
    >
      <Stack
        direction="row"
        alignItems="center"
        sx={{ paddingInline: 2, minHeight: 48, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          {t('shell.detail-panel')}
        </Typography>
        <IconButton aria-label={common('button.close')} onClick={onClose} size="small">
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Box ref={setContainer} sx={{ flex: 1, minHeight: 0, overflowY: 'auto', padding: 2 }} />
    </Stack>
  );
  if (!inline)
    return (
      <Drawer
        variant="temporary"
        anchor="right"
        open={open}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        // Over the app bar (which sits above drawers), as a dialog would be.
        sx={{ zIndex: (theme) => theme.zIndex.modal }}
      >
        {body}
      </Drawer>
    );
  // Sticky beside the page, under the fixed app bar (the Toolbar keeps its height free).
  return (
    <Box
      sx={{
        width: open ? DETAIL_PANEL_WIDTH : 0,
        flexShrink: 0,
        overflow: 'hidden',
        visibility: open ? 'visible' : 'hidden',
        transition: 'width 150ms',
        borderInlineStart: open ? 1 : 0,
        borderColor: 'divider',
        backgroundColor: 'background.paper',
        position: 'sticky',
        top: 0,
        alignSelf: 'flex-start',
        height: '100vh',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Toolbar />
      <Box sx={{ flex: 1, minHeight: 0 }}>{body}</Box>
    </Box>
  );
}
