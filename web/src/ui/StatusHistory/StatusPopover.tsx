import { useState } from 'react';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { DATETIME_DISPLAY_FORMAT, formatDate } from '../../core/i18n';
import { ExpandMoreIcon } from '../icons';
import { getActiveStatusIndex } from './activeStatus';
import type { StatusHistoryProps } from './StatusHistory';

/** Spec 001 section 9: the status popover is 250 px wide. */
export const STATUS_POPOVER_WIDTH = 250;

/**
 * The current status as a button; it opens the whole history, top to bottom, each status with
 * the date it was reached (for a record's header, where a horizontal history has no room).
 */
export function StatusPopover<S extends string>({
  statuses,
  statusLog,
  statusFormatter,
}: StatusHistoryProps<S>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = getActiveStatusIndex(statuses, statusLog);
  const current = statuses[active];
  if (current === undefined) return null;
  const title = statusFormatter(current);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        endIcon={<ExpandMoreIcon fontSize="small" />}
        aria-haspopup="dialog"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {title}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': title,
            sx: { width: STATUS_POPOVER_WIDTH, padding: 2 },
          },
        }}
      >
        <Stepper activeStep={active} orientation="vertical">
          {statuses.map((status, index) => (
            <Step key={status} completed={index < active}>
              <StepLabel
                optional={
                  <Typography variant="caption" color="text.secondary">
                    {formatDate(statusLog[status], DATETIME_DISPLAY_FORMAT)}
                  </Typography>
                }
              >
                {statusFormatter(status)}
              </StepLabel>
            </Step>
          ))}
        </Stepper>
      </Popover>
    </>
  );
}
