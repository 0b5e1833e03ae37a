import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { Modal } from '../../../ui/Modal';

/** Finalising asks what becomes of the lines nobody counted: deleted, or kept as they are so
 * they stay visible afterwards (DOCUMENTS.md 11: users want to see them). */
export function FinaliseDialog(props: {
  uncounted: number;
  onFinalise: (deleteUncountedLines: boolean) => void;
  onClose: () => void;
}) {
  const { t } = useDocumentsTranslation();
  const common = useTranslation().t;
  const [deleteUncounted, setDeleteUncounted] = useState(false);
  const finalise = () => props.onFinalise(props.uncounted > 0 && deleteUncounted);
  return (
    <Modal
      open
      title={t('stocktake.finalise-title')}
      onClose={props.onClose}
      size={{ width: 520, height: 260 }}
      onSave={finalise}
      actions={
        <>
          <Button onClick={props.onClose}>{common('button.cancel')}</Button>
          <Button variant="contained" onClick={finalise}>
            {t('stocktake.finalise')}
          </Button>
        </>
      }
    >
      <Typography>{t('stocktake.finalise-confirm')}</Typography>
      {props.uncounted > 0 ? (
        <>
          <Typography sx={{ marginBlockStart: 2 }}>
            {t('stocktake.uncounted-question', { count: props.uncounted })}
          </Typography>
          <RadioGroup
            name="uncounted"
            value={deleteUncounted ? 'delete' : 'keep'}
            onChange={(event) => setDeleteUncounted(event.target.value === 'delete')}
          >
            <FormControlLabel
              value="keep"
              control={<Radio />}
              label={t('stocktake.keep-uncounted')}
            />
            <FormControlLabel
              value="delete"
              control={<Radio />}
              label={t('stocktake.delete-uncounted')}
            />
          </RadioGroup>
        </>
      ) : null}
    </Modal>
  );
}
