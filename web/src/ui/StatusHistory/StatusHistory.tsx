import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DATETIME_DISPLAY_FORMAT, formatDate } from '../../core/i18n';
import { getActiveStatusIndex, type StatusLog } from './activeStatus';

export interface StatusHistoryProps<S extends string> {
  /** The lifecycle in order, e.g. NEW, ALLOCATED, PICKED, SHIPPED. */
  statuses: readonly S[];
  /** When each status was reached. */
  statusLog: StatusLog<S>;
  /** The translated label of a status. */
  statusFormatter: (status: S) => string;
}

/**
 * A document's lifecycle: steps before the active one are completed. On small screens only the
 * current status shows.
 */
export function StatusHistory<S extends string>({
  statuses,
  statusLog,
  statusFormatter,
}: StatusHistoryProps<S>) {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const active = getActiveStatusIndex(statuses, statusLog);
  const date = (status: S) => formatDate(statusLog[status], DATETIME_DISPLAY_FORMAT);

  if (isSmall) {
    const current = statuses[active];
    if (current === undefined) return null;
    return (
      <Box data-testid="status-current">
        <Typography fontWeight={600}>{statusFormatter(current)}</Typography>
        <Typography variant="caption" color="text.secondary">
          {date(current)}
        </Typography>
      </Box>
    );
  }

  return (
    <Stepper activeStep={active} alternativeLabel>
      {statuses.map((status, index) => (
        <Step key={status} completed={index < active} active={index === active}>
          <StepLabel optional={<Typography variant="caption">{date(status)}</Typography>}>
            {statusFormatter(status)}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
