import Box from '@mui/material/Box';
import { useAppTranslation } from '../core/app-i18n';
import { isCentralServer } from '../core/centralServer';
import { useSession } from '../core/session';

/** Fits in the pages' own bottom padding, so it hides nothing of them. */
export const FOOTER_HEIGHT = 24;

/**
 * The footer of the shared page furniture (spec 000 section 2): where and who, and on a central
 * server a different colour with its name (spec 001 section 2). It starts where the drawer ends.
 */
export function AppFooter({ insetInlineStart }: { insetInlineStart: number }) {
  const { t } = useAppTranslation();
  const session = useSession();
  const central = isCentralServer();
  const store = session?.store;
  return (
    <Box
      component="footer"
      data-testid="app-footer"
      data-central={central}
      sx={{
        display: { xs: 'none', sm: 'flex' },
        position: 'fixed',
        bottom: 0,
        insetInlineStart,
        insetInlineEnd: 0,
        height: FOOTER_HEIGHT,
        alignItems: 'center',
        gap: 3,
        paddingInline: 2,
        fontSize: 12,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        borderTop: 1,
        borderColor: 'divider',
        zIndex: (theme) => theme.zIndex.appBar,
        transition: 'inset-inline-start 150ms',
        ...(central
          ? { backgroundColor: 'secondary.main', color: 'secondary.contrastText' }
          : { backgroundColor: 'background.paper', color: 'text.secondary' }),
      }}
    >
      {store ? (
        <span>{t('shell.current-store', { store: `${store.name} (${store.code})` })}</span>
      ) : null}
      {session?.user ? <span>{t('footer.user', { user: session.user.name })}</span> : null}
      {central ? (
        <Box component="span" sx={{ fontWeight: 700, marginInlineStart: 'auto' }}>
          {t('footer.central-server')}
        </Box>
      ) : null}
    </Box>
  );
}
