import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAppTranslation } from '../core/app-i18n';
import { buildCrumbs, type Crumb, type RecordLabels } from './breadcrumbs';

/** Label and id each isolated (bdi), so a Latin name and code keep their order in Arabic. */
function CrumbText({ crumb }: { crumb: Crumb }) {
  if (crumb.id === undefined) return crumb.label;
  return (
    <>
      <bdi>{crumb.label}</bdi>{' '}
      <Box component="bdi" sx={{ opacity: 0.75, fontWeight: 400 }}>
        {crumb.id}
      </Box>
    </>
  );
}

/** The path as crumbs; a record segment shows the label its page registered (useRecordLabel). */
export function AppBreadcrumbs({ recordLabels }: { recordLabels: RecordLabels }) {
  const { t } = useAppTranslation();
  const { pathname } = useLocation();
  const crumbs = buildCrumbs(pathname, t, recordLabels);
  return (
    <Breadcrumbs
      aria-label={t('shell.breadcrumbs')}
      sx={{
        color: 'inherit',
        minWidth: 0,
        // One line: the last crumb (often a long record label) gives way with an ellipsis.
        '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
        '& .MuiBreadcrumbs-li': { flexShrink: 0 },
        '& .MuiBreadcrumbs-li:last-of-type': { flexShrink: 1, minWidth: 0 },
      }}
    >
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 || !crumb.linkable ? (
          <Typography
            key={crumb.to}
            color="inherit"
            fontWeight={index === crumbs.length - 1 ? 600 : 400}
            noWrap
            aria-current={index === crumbs.length - 1 ? 'page' : undefined}
          >
            <CrumbText crumb={crumb} />
          </Typography>
        ) : (
          <Link
            key={crumb.to}
            component={RouterLink}
            to={crumb.to}
            color="inherit"
            underline="hover"
            noWrap
          >
            <CrumbText crumb={crumb} />
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
