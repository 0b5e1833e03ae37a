import { useState } from 'react';
import { MAX_TEXT_LENGTH } from '@dawa/domain';
import { useDocumentsTranslation } from '../../core/app-i18n/documents';
import { useDraftId } from '../../core/useDraftId';
import { SaveDialog } from '../Modal';
import { NamePicker, type NameChoice } from '../Pickers';
import { TextInput } from '../TextInput';

/** A new document to or from another party (a customer, a supplier) with its reference. Its id
 * is made once per draft, so a retried save makes one document. */
export function NewDocumentDialog(props: {
  /** Translated texts: the title, the party's label and what to do while none is chosen. */
  texts: { title: string; party: string; partyRequired: string; created: string };
  parties: readonly NameChoice[] | undefined;
  onCreate: (input: { id: string; otherPartyId: string; theirReference?: string }) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useDocumentsTranslation();
  const [id] = useDraftId();
  const [partyId, setPartyId] = useState('');
  const [reference, setReference] = useState('');
  const { texts } = props;
  return (
    <SaveDialog
      title={texts.title}
      onClose={props.onClose}
      successMessage={texts.created}
      canSave={partyId !== ''}
      whyDisabled={`${texts.party}: ${texts.partyRequired}`}
      isDirty={partyId !== '' || reference !== ''}
      onSave={() =>
        props.onCreate({
          id,
          otherPartyId: partyId,
          ...(reference.trim() ? { theirReference: reference.trim() } : {}),
        })
      }
    >
      <NamePicker
        name="otherParty"
        label={texts.party}
        value={partyId}
        onChange={setPartyId}
        names={props.parties}
      />
      <TextInput
        name="theirReference"
        label={t('page.their-reference')}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
        maxLength={MAX_TEXT_LENGTH}
        fullWidth
      />
    </SaveDialog>
  );
}
