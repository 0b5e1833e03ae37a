import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAppTranslation } from '../core/app-i18n';
import { buildCrumbs } from './breadcrumbs';

export function AppBreadcrumbs() {
  const { t } = useAppTranslation();
  const { pathname } = useLocation();
  const crumbs = buildCrumbs(pathname, t);
  return (
    <Breadcrumbs aria-label={t('shell.breadcrumbs')} sx={{ color: 'inherit', minWidth: 0 }}>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 || !crumb.linkable ? (
          <Typography
            key={crumb.to}
            color="inherit"
            fontWeight={index === crumbs.length - 1 ? 600 : 400}
            noWrap
            aria-current={index === crumbs.length - 1 ? 'page' : undefined}
          >
            {crumb.label}
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
            {crumb.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
