import Box from '@mui/material/Box';

/** How one status looks (spec 001 section 9, "Status map entry"). */
export interface StatusMapEntry {
  /** Already translated. */
  label: string;
  /** Text colour: a theme colour ('success.dark') or a CSS colour. */
  color: string;
  /** Background colour, likewise. */
  bgColor: string;
}

export type StatusMap<S extends string> = Readonly<Record<S, StatusMapEntry>>;

export interface StatusChipProps<S extends string> {
  status: S;
  statusMap: StatusMap<S>;
}

/** A status as a small coloured label, looked up in the document's status map. */
export function StatusChip<S extends string>({ status, statusMap }: StatusChipProps<S>) {
  const entry = statusMap[status];
  return (
    <Box
      component="span"
      data-status={status}
      sx={{
        display: 'inline-block',
        paddingInline: 1,
        paddingBlock: 0.25,
        borderRadius: 4,
        fontSize: 12,
        fontWeight: 600,
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
        color: entry.color,
        backgroundColor: entry.bgColor,
      }}
    >
      {entry.label}
    </Box>
  );
}
