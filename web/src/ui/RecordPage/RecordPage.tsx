import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The heading of a record's page: its name, lines about it, and the page's actions at the
 * inline end. Texts come translated from the page. */
export function RecordHeader(props: {
  title: string;
  /** Test id of the heading, for the browser tests. */
  testId?: string;
  lines?: readonly (string | null | undefined)[];
  actions?: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="h5" component="h1" data-testid={props.testId}>
          {props.title}
        </Typography>
        {(props.lines ?? []).filter(Boolean).map((line) => (
          <Typography key={line} variant="body2" color="text.secondary">
            {line}
          </Typography>
        ))}
      </Box>
      {props.actions}
    </Stack>
  );
}

/** A record that does not exist (or the store does not see): says so and leads back to the
 * list (spec 001 section 2, not-found screens). */
export function RecordNotFound(props: { message: string; backLabel: string; backTo: string }) {
  return (
    <Stack spacing={2} sx={{ padding: 3 }} alignItems="flex-start">
      <Alert severity="warning">{props.message}</Alert>
      <Button component={RouterLink} to={props.backTo}>
        {props.backLabel}
      </Button>
    </Stack>
  );
}
