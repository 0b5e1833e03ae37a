// The layout of a list page: it fills the shell's content area (a flex column as tall as the
// window less the app bar and footer), the filters keep their height and the table takes the
// rest, scrolling inside. No height is worked out from the window: more filter rows, tabs or a
// header simply leave the table less room.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

/** Below this the table stops shrinking and the page scrolls instead (a phone held sideways,
 * filters wrapped on several rows). */
export const LIST_TABLE_MIN_HEIGHT = 320;

/** A list page: filters, tabs or a header stacked above one `ListPageTable`. */
export function ListPage({ children }: { children: ReactNode }) {
  return (
    <Stack
      spacing={{ xs: 1, sm: 2 }}
      data-testid="list-page"
      sx={{ flexGrow: 1, flexShrink: 1, flexBasis: 0, minHeight: 0, padding: { xs: 2, md: 3 } }}
    >
      {children}
    </Stack>
  );
}

/** The bordered area of a list page's table: the height its page leaves over. */
export function ListPageTable({ children }: { children: ReactNode }) {
  return (
    <Box
      data-testid="list-page-table"
      sx={{
        flexGrow: 1,
        flexShrink: 1,
        flexBasis: 0,
        minHeight: LIST_TABLE_MIN_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {children}
    </Box>
  );
}
