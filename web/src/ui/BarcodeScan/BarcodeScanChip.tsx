import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { Modal } from '../Modal';
import { TextInput } from '../TextInput';

export interface BarcodeScanChipProps {
  /** Already translated: what a scan does on this page. */
  hint: string;
  /** Already translated: shown while a scan is read. */
  readingLabel: string;
  reading: boolean;
  /** A barcode typed by hand (a scanner that is not a keyboard, a damaged label). */
  onScan: (text: string) => void;
}

/** Says the page takes scans; pressed, it asks for a barcode typed by hand. */
export function BarcodeScanChip(props: BarcodeScanChipProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const close = () => {
    setOpen(false);
    setText('');
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const scan = text.trim();
    if (scan === '') return;
    close();
    props.onScan(scan);
  };
  return (
    <>
      <Chip
        size="small"
        variant="outlined"
        color={props.reading ? 'primary' : 'default'}
        label={props.reading ? props.readingLabel : props.hint}
        onClick={() => setOpen(true)}
        data-testid="barcode-scanner"
      />
      <Modal
        open={open}
        onClose={close}
        title={t('barcode.type-title')}
        actions={
          <>
            <Button onClick={close}>{t('button.cancel')}</Button>
            <Button variant="contained" disabled={text.trim() === ''} onClick={() => submit()}>
              {t('barcode.read')}
            </Button>
          </>
        }
      >
        <form onSubmit={submit}>
          <TextInput
            name="barcode"
            label={t('barcode.label')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoFocus
            fullWidth
          />
        </form>
      </Modal>
    </>
  );
}
