import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useInventoryTranslation } from '../../../core/app-i18n/inventory';
import { useFormat } from '../../../core/i18n';
import { DetailPanelContent } from '../../../core/shell';

export interface ItemFacts {
  name: string;
  code: string;
  unitName: string;
  defaultPackSize: number;
  strength: string;
  manufacturer: string;
  isVaccine: boolean;
  dosesPerUnit: number;
}

/** The item's key facts in the shell's detail panel. */
export function ItemFactsPanel({ item }: { item: ItemFacts }) {
  const { t } = useInventoryTranslation();
  const common = useTranslation().t;
  const format = useFormat();
  const facts: [string, string][] = [
    [common('label.code'), item.code],
    [common('label.unit'), item.unitName],
    [t('item.default-pack-size'), format.number(item.defaultPackSize)],
    [t('item.strength'), item.strength || '—'],
    [t('item.manufacturer'), item.manufacturer || '—'],
    [t('column.vaccine'), item.isVaccine ? t('value.yes') : t('value.no')],
  ];
  if (item.isVaccine) facts.push([t('item.doses-per-unit'), format.number(item.dosesPerUnit)]);
  return (
    <DetailPanelContent>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {item.name}
      </Typography>
      <Box
        component="dl"
        data-testid="item-facts"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 1,
          margin: 0,
        }}
      >
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ margin: 0, overflowWrap: 'anywhere' }}>
              <bdi>{value}</bdi>
            </Typography>
          </Fragment>
        ))}
      </Box>
    </DetailPanelContent>
  );
}
