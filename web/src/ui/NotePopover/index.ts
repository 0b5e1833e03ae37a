export { NOTE_POPOVER_WIDTH, NotePopover, type NotePopoverProps } from './NotePopover';
