import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { NoteIcon } from '../icons';
import { TextInput } from '../TextInput';

/** Spec 001 section 9: comment and note popovers are 400 px wide. */
export const NOTE_POPOVER_WIDTH = 400;

export interface NotePopoverProps {
  value: string | null | undefined;
  /** The new text, when the popover closes with a change. */
  onChange: (value: string) => void;
  /** Already translated: "Comment", "Note". Names the button and heads the popover. */
  label: string;
  disabled?: boolean;
  maxLength?: number;
}

/**
 * A comment or note behind an icon (a table's comment and note columns): the icon is filled in
 * when there is text; the popover edits it and hands it over when it closes.
 */
export function NotePopover({
  value,
  onChange,
  label,
  disabled = false,
  maxLength,
}: NotePopoverProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState(value ?? '');
  const hasText = (value ?? '').trim() !== '';

  const close = () => {
    setAnchor(null);
    if (draft !== (value ?? '')) onChange(draft);
  };

  return (
    <>
      <IconButton
        size="small"
        aria-label={label}
        aria-haspopup="dialog"
        disabled={disabled}
        color={hasText ? 'primary' : 'default'}
        data-has-text={hasText}
        onClick={(event) => {
          setDraft(value ?? '');
          setAnchor(event.currentTarget);
        }}
      >
        <NoteIcon fontSize="small" sx={{ opacity: hasText ? 1 : 0.4 }} />
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': label,
            sx: { width: NOTE_POPOVER_WIDTH, maxWidth: '100vw', padding: 2 },
          },
        }}
      >
        <Typography variant="subtitle2" component="h2" gutterBottom>
          {label}
        </Typography>
        <TextInput
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          {...(maxLength === undefined ? {} : { maxLength })}
          slotProps={{ htmlInput: { 'aria-label': label } }}
        />
      </Popover>
    </>
  );
}
