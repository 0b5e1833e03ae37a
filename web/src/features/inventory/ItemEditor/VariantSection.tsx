import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useInventoryTranslation } from '../../../core/app-i18n/inventory';
import { errorMessage } from '../../../core/graphql/userErrors';
import { useDenseTables } from '../../../core/preferences';
import { ConfirmationDialog } from '../../../ui/ConfirmationDialog';
import { DataTable, type ColumnDefinition, type RowWithId } from '../../../ui/DataTable';
import { useToast } from '../../../core/toast';

/** One titled table of an item's variants, pack variants or bundles: select rows to delete,
 * click a row to edit, a button to add (all only for users who may change items). */
export function VariantSection<T extends RowWithId>(props: {
  id: string;
  title: string;
  newLabel: string;
  emptyMessage: string;
  columns: ColumnDefinition<T>[];
  rows: readonly T[];
  isLoading: boolean;
  isError: boolean;
  canMutate: boolean;
  onNew: () => void;
  onEdit?: (row: T) => void;
  onDelete: (id: string) => Promise<void>;
}) {
  const { t } = useInventoryTranslation();
  const common = useTranslation().t;
  const toast = useToast();
  const [dense] = useDenseTables();
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const askDelete = () => {
    if (selected.length === 0) toast.info(common('messages.select-rows-to-delete'));
    else setConfirming(true);
  };
  const deleteSelected = async () => {
    for (const id of selected) await props.onDelete(id);
    toast.success(t('variants.deleted', { count: selected.length }));
    setSelected([]);
  };
  const height = 56 + 44 * Math.max(2, Math.min(props.rows.length, 6));
  return (
    <Stack spacing={1} component="section" aria-labelledby={`${props.id}-title`}>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <Typography id={`${props.id}-title`} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {props.title}
        </Typography>
        {props.canMutate ? (
          <>
            <Button variant="outlined" onClick={props.onNew}>
              {props.newLabel}
            </Button>
            <Button variant="outlined" color="error" onClick={askDelete}>
              {t('variants.delete')}
            </Button>
          </>
        ) : null}
      </Stack>
      <Box sx={{ height, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <DataTable
          id={props.id}
          columns={props.columns}
          data={props.rows}
          isLoading={props.isLoading}
          isError={props.isError}
          noDataMessage={props.emptyMessage}
          dense={dense}
          {...(props.canMutate
            ? {
                selectedIds: selected,
                onSelectionChange: setSelected,
                ...(props.onEdit ? { onRowClick: props.onEdit } : {}),
              }
            : {})}
        />
      </Box>
      <ConfirmationDialog
        open={confirming}
        title={common('heading.are-you-sure')}
        message={t('variants.delete-confirm', { count: selected.length })}
        onConfirm={deleteSelected}
        onClose={() => setConfirming(false)}
        onError={(error) => {
          const { message, detail } = errorMessage(error, common('error.could-not-save'));
          toast.error(message, detail);
        }}
      />
    </Stack>
  );
}
