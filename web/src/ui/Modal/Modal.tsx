import { forwardRef, type ReactElement, type ReactNode, type Ref } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import type { TransitionProps } from '@mui/material/transitions';
import { useTranslation } from 'react-i18next';
import { useShortcut } from '../../core/shortcuts';
import { useWindowSize } from '../hooks/useWindowSize';
import { CloseIcon } from '../icons';
import {
  DIALOG_TRANSITION_MS,
  WINDOW_MARGIN,
  getModalDimensions,
  type ModalSize,
} from './modalSize';

const SlideUp = forwardRef(function SlideUp(
  props: TransitionProps & { children: ReactElement },
  ref: Ref<unknown>,
) {
  return <Slide direction="up" ref={ref} {...props} />;
});

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Already translated. */
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  size?: ModalSize;
  /** Blocks closing by Escape or backdrop click, e.g. while saving. */
  disableClose?: boolean;
  /** Lets the caller force full screen regardless of window height. */
  fullScreen?: boolean;
  /**
   * What Alt+S (Option+S) does: the dialog's primary action, left undefined while it cannot run
   * (saving, invalid). An open dialog always takes Alt+S, so it never saves the page underneath.
   */
  onSave?: () => void;
  /**
   * The dialog keeps its full size and its content is a flex column: a child with `flex: 1`
   * takes the height the others leave (a table that scrolls inside).
   */
  fill?: boolean;
}

/**
 * A dialog sized per the spec, capped at the window minus 50 px, full screen on short windows;
 * Alt+S runs `onSave` (spec 001 section 2, Keyboard).
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  actions,
  size = 'save',
  disableClose = false,
  onSave,
  fill = false,
  ...props
}: ModalProps) {
  const { t } = useTranslation();
  useShortcut('save', onSave && (() => onSave()), { scope: 'dialog', enabled: open });
  const windowSize = useWindowSize();
  const dimensions = getModalDimensions(size, windowSize);
  const fullScreen = props.fullScreen ?? dimensions.fullScreen;
  return (
    <Dialog
      open={open}
      onClose={disableClose ? undefined : onClose}
      fullScreen={fullScreen}
      transitionDuration={DIALOG_TRANSITION_MS}
      slots={{ transition: SlideUp }}
      slotProps={{
        paper: {
          sx: fullScreen
            ? {}
            : {
                width: dimensions.width,
                [fill ? 'height' : 'minHeight']: dimensions.height,
                maxWidth: `calc(100vw - ${WINDOW_MARGIN}px)`,
                maxHeight: `calc(100vh - ${WINDOW_MARGIN}px)`,
                margin: 0,
              },
        },
      }}
    >
      <DialogTitle sx={{ paddingInlineEnd: 6 }}>{title}</DialogTitle>
      <IconButton
        aria-label={t('button.close')}
        onClick={onClose}
        disabled={disableClose}
        size="small"
        sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      <DialogContent sx={fill ? { display: 'flex', flexDirection: 'column' } : undefined}>
        {children}
      </DialogContent>
      {actions ? <DialogActions>{actions}</DialogActions> : null}
    </Dialog>
  );
}
