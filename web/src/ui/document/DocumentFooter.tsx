import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';

/** A document page's footer: its totals and its next step (a status, finalising), kept in reach
 * however long the lines. */
export function DocumentFooter(props: { children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        padding: 1.5,
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
      }}
      data-testid="document-footer"
    >
      {props.children}
    </Paper>
  );
}
