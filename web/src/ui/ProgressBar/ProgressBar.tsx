import Box from '@mui/material/Box';
import { useFormat } from '../../core/i18n';
import { progressSegments, type ProgressPart } from './progressSegments';

export interface ProgressBarPart extends ProgressPart {
  /** A theme colour, e.g. 'success.main'. */
  color: string;
}

export interface ProgressBarProps {
  parts: readonly ProgressBarPart[];
  total: number;
  /** Already translated; names the bar for screen readers. */
  label: string;
  height?: number;
}

/**
 * A bar split into coloured parts by their share of the total. A part shows its percentage from
 * 5 % and its label from 10 %; the full figures are in each part's title.
 */
export function ProgressBar({ parts, total, label, height = 24 }: ProgressBarProps) {
  const format = useFormat();
  const segments = progressSegments(parts, total);
  const percentText = (percent: number) => format.number(percent / 100, { style: 'percent' });
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{
        display: 'flex',
        width: '100%',
        height,
        borderRadius: 1,
        overflow: 'hidden',
        backgroundColor: 'action.hover',
      }}
    >
      {segments.map((segment, index) => (
        <Box
          key={segment.label}
          data-testid="progress-segment"
          title={`${segment.label}: ${format.number(segment.value)} (${percentText(segment.percent)})`}
          sx={{
            width: `${segment.percent}%`,
            backgroundColor: parts[index]?.color,
            color: 'common.white',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 0.5,
            overflow: 'hidden',
            whiteSpace: 'nowrap',
            fontSize: 12,
          }}
        >
          {segment.showLabel ? <span>{segment.label}</span> : null}
          {segment.showValue ? <bdi>{percentText(segment.percent)}</bdi> : null}
        </Box>
      ))}
    </Box>
  );
}
