import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAppTranslation } from '../core/app-i18n';
import { buildCrumbs, type Crumb, type RecordLabels } from './breadcrumbs';

/** Label and id each isolated, so a Latin name and code keep their order in Arabic. The label
 * is not a bdi: the crumb's dir="auto" reads its direction from the label (it skips bdi). */
function CrumbText({ crumb }: { crumb: Crumb }) {
  if (crumb.id === undefined) return crumb.label;
  return (
    <>
      <Box component="span" sx={{ unicodeBidi: 'isolate' }}>
        {crumb.label}
      </Box>{' '}
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
        // Nothing is drawn beyond the bar's share of the top bar (under the user menu).
        overflow: 'hidden',
        // One line. Where it does not fit, the crumbs above the page give way first, down to
        // a letter and an ellipsis each (their shrink weighs far more), then the page's own
        // crumb (often a long record label) is cut with an ellipsis too.
        '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
        '& .MuiBreadcrumbs-separator': { flexShrink: 0 },
        '& .MuiBreadcrumbs-li': { flexShrink: 1000, minWidth: '2.5em', overflow: 'hidden' },
        '& .MuiBreadcrumbs-li:last-of-type': { flexShrink: 1, minWidth: 0 },
        // Each crumb takes the direction of its own text (dir="auto": a Latin record label in
        // Arabic) and is cut at that text's end, whatever the crumbs around it are written in.
        '& .MuiBreadcrumbs-li > *': { display: 'block', unicodeBidi: 'isolate' },
      }}
    >
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 || !crumb.linkable ? (
          <Typography
            key={crumb.to}
            color="inherit"
            fontWeight={index === crumbs.length - 1 ? 600 : 400}
            noWrap
            dir="auto"
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
            dir="auto"
          >
            <CrumbText crumb={crumb} />
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
