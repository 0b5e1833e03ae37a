// Adding lines from a master list (DOCUMENTS.md 1.2 way 4 and 2.3): the lists the server offers
// for the document, one chosen, a confirmation that says what will be added, then the
// document's own mutation. Items already on the document are left as they are (the server adds
// only the missing ones). The caller says whose lists they are and what a line becomes.
import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import { useMasterListChoices } from '../../core/documents/useDocumentChoices';
import { errorMessage } from '../../core/graphql/userErrors';
import { useToast } from '../../core/toast';
import { ConfirmationDialog } from '../ConfirmationDialog';
import { LoadingScreen } from '../LoadingScreen';
import { Modal } from '../Modal';

export interface MasterListChoice {
  id: string;
  code: string;
  name: string;
  description: string;
  lineCount: number;
}

export interface MasterListTexts {
  /** Translated: whose lists these are. */
  intro: string;
  /** Translated: shown when there is no list to offer. */
  emptyMessage: string;
  /** Translated confirmation of what adding `list` does. */
  confirmMessage: (list: MasterListChoice) => string;
}

/** "Add from master list" and its dialog, with the lists read while it is open: those of the
 * name `nameId` (a customer), or of the store when it is null. */
export function AddFromMasterListButton(
  props: MasterListTexts & {
    nameId: string | null;
    onAdd: (list: MasterListChoice) => Promise<void>;
  },
) {
  const { t } = useDocumentsTranslation();
  const [open, setOpen] = useState(false);
  const { nameId, ...rest } = props;
  const lists = useMasterListChoices(nameId, open);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('master-list.add')}
      </Button>
      {open ? (
        <MasterListDialog {...rest} lists={lists.data} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

export function MasterListDialog(
  props: MasterListTexts & {
    /** Undefined while loading. */
    lists: readonly MasterListChoice[] | undefined;
    onAdd: (list: MasterListChoice) => Promise<void>;
    onClose: () => void;
  },
) {
  const { t } = useDocumentsTranslation();
  const toast = useToast();
  const [chosen, setChosen] = useState<MasterListChoice | null>(null);
  return (
    <>
      <Modal open={chosen === null} onClose={props.onClose} title={t('master-list.title')}>
        <Typography variant="body2" color="text.secondary" sx={{ marginBottom: 1 }}>
          {props.intro}
        </Typography>
        {props.lists === undefined ? (
          <LoadingScreen />
        ) : props.lists.length === 0 ? (
          <Typography role="status">{props.emptyMessage}</Typography>
        ) : (
          <List aria-label={t('master-list.title')} dense>
            {props.lists.map((list) => (
              <ListItemButton key={list.id} onClick={() => setChosen(list)} divider>
                <ListItemText
                  primary={
                    <>
                      <bdi>{list.name}</bdi> · <bdi>{list.code}</bdi>
                    </>
                  }
                  secondary={
                    <>
                      {t('master-list.items', { count: list.lineCount })}
                      {list.description ? (
                        <>
                          {' · '}
                          <bdi>{list.description}</bdi>
                        </>
                      ) : null}
                    </>
                  }
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </Modal>
      {chosen ? (
        <ConfirmationDialog
          open
          title={t('master-list.confirm-title', { name: chosen.name })}
          message={props.confirmMessage(chosen)}
          confirmLabel={t('master-list.confirm')}
          onConfirm={async () => {
            await props.onAdd(chosen);
            toast.success(t('master-list.added', { name: chosen.name }));
          }}
          onError={(error) => {
            const { message, detail } = errorMessage(error, t('page.could-not-save'));
            toast.error(message, detail);
          }}
          onClose={(reason) => (reason === 'confirmed' ? props.onClose() : setChosen(null))}
        />
      ) : null}
    </>
  );
}
