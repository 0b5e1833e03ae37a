// Demo programs (issue 13): essential medicines ordered monthly, HIV quarterly and immunisation
// monthly, each on a demo master list, given to the facilities and to the district stores by a
// name tag, with a normal and an emergency order type, and periods from a year before "today"
// (the seed's clock) to a few ahead. A store sees a program only when it also sees its master
// list: Kibera (no HIV list) has no HIV program, Mara (no vaccines) no immunisation.
import type { Tx } from '../db/transaction';
import {
  insertNameTags,
  savePeriodSchedules,
  savePeriods,
  savePrograms,
  saveOrderTypes,
  saveSettings,
} from '../modules/programs/program.repository';
import type { Period, ProgramOrderType } from '../modules/programs/program.types';
import { demoId } from './ids';

const TAGS: Record<'facility' | 'district', { name: string; stores: string[] }> = {
  facility: { name: 'Facility', stores: ['KHC', 'MRH'] },
  district: { name: 'District', stores: ['DNS', 'DSS'] },
};

const SCHEDULES = { monthly: 'Monthly', quarterly: 'Quarterly' } as const;
type ScheduleKey = keyof typeof SCHEDULES;

const PROGRAMS: { key: string; name: string; list: string; schedule: ScheduleKey }[] = [
  {
    key: 'essential',
    name: 'Essential medicines',
    list: 'essential-medicines',
    schedule: 'monthly',
  },
  { key: 'hiv', name: 'HIV', list: 'hiv-tb-malaria', schedule: 'quarterly' },
  { key: 'immunisation', name: 'Immunisation', list: 'vaccines', schedule: 'monthly' },
];

/** Order types per tag: months of stock, orders per period, emergency item limit. */
const ORDER_TYPES: Record<
  keyof typeof TAGS,
  Omit<ProgramOrderType, 'id' | 'programRequisitionSettingsId'>[]
> = {
  facility: [
    {
      name: 'Normal',
      thresholdMos: 1,
      maxMos: 3,
      maxOrderPerPeriod: 1,
      isEmergency: false,
      maxItemsInEmergencyOrder: 0,
    },
    {
      name: 'Emergency',
      thresholdMos: 0.5,
      maxMos: 1,
      maxOrderPerPeriod: 2,
      isEmergency: true,
      maxItemsInEmergencyOrder: 3,
    },
  ],
  district: [
    {
      name: 'Normal',
      thresholdMos: 3,
      maxMos: 6,
      maxOrderPerPeriod: 1,
      isEmergency: false,
      maxItemsInEmergencyOrder: 0,
    },
    {
      name: 'Emergency',
      thresholdMos: 1,
      maxMos: 2,
      maxOrderPerPeriod: 2,
      isEmergency: true,
      maxItemsInEmergencyOrder: 5,
    },
  ],
};

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const pad = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM-DD' of a month's first day (month 0-11, any integer: it carries into the year). */
function firstDay(year: number, month: number): string {
  const d = new Date(Date.UTC(year, month, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-01`;
}
function lastDay(year: number, month: number): string {
  const d = new Date(Date.UTC(year, month + 1, 0));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Calendar months from twelve before today's to three after it, and the quarters that hold
 * them, so the current period has five closed ones before it and five ahead where it can. */
export function demoPeriods(today: Date): Period[] {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const monthly: Period[] = [];
  for (let m = month - 12; m <= month + 5; m++) {
    const start = firstDay(year, m);
    const [y = '', mm = ''] = start.split('-');
    monthly.push({
      id: demoId(`period:monthly:${y}-${mm}`),
      periodScheduleId: demoId('period_schedule:monthly'),
      name: `${MONTH_NAMES[Number(mm) - 1] ?? mm} ${y}`,
      startDate: start,
      endDate: lastDay(year, m),
    });
  }
  const quarterly: Period[] = [];
  const quarterStart = month - (month % 3);
  for (let q = quarterStart - 15; q <= quarterStart + 6; q += 3) {
    const start = firstDay(year, q);
    const [y = '', mm = ''] = start.split('-');
    quarterly.push({
      id: demoId(`period:quarterly:${y}-${mm}`),
      periodScheduleId: demoId('period_schedule:quarterly'),
      name: `Q${(Number(mm) + 2) / 3} ${y}`,
      startDate: start,
      endDate: lastDay(year, q + 2),
    });
  }
  return [...monthly, ...quarterly];
}

export async function seedDemoPrograms(trx: Tx, now: Date): Promise<void> {
  const stores = await trx.selectFrom('store').select(['code', 'name_id']).execute();
  const nameOf = new Map(stores.map((s) => [s.code, s.name_id]));
  const tagKeys = Object.keys(TAGS) as (keyof typeof TAGS)[];
  await insertNameTags(
    trx,
    tagKeys.map((k) => ({ id: demoId(`name_tag:${k}`), name: TAGS[k].name })),
    tagKeys.flatMap((k) =>
      TAGS[k].stores.flatMap((code) => {
        const nameId = nameOf.get(code);
        return nameId
          ? [
              {
                id: demoId(`name_tag_join:${k}:${code}`),
                nameId,
                nameTagId: demoId(`name_tag:${k}`),
              },
            ]
          : [];
      }),
    ),
    now,
  );
  await savePeriodSchedules(
    trx,
    (Object.keys(SCHEDULES) as ScheduleKey[]).map((k) => ({
      id: demoId(`period_schedule:${k}`),
      name: SCHEDULES[k],
    })),
    true,
    now,
  );
  await savePeriods(trx, demoPeriods(now), true, now);
  await savePrograms(
    trx,
    PROGRAMS.map((p) => ({
      id: demoId(`program:${p.key}`),
      name: p.name,
      masterListId: demoId(`master_list:${p.list}`),
    })),
    true,
    now,
  );
  const settings = PROGRAMS.flatMap((p) =>
    tagKeys.map((k) => ({
      id: demoId(`program_requisition_settings:${p.key}:${k}`),
      programId: demoId(`program:${p.key}`),
      nameTagId: demoId(`name_tag:${k}`),
      periodScheduleId: demoId(`period_schedule:${p.schedule}`),
      tag: k,
    })),
  );
  await saveSettings(
    trx,
    settings.map(({ tag: _tag, ...s }) => s),
    true,
    now,
  );
  await saveOrderTypes(
    trx,
    settings.flatMap((s) =>
      ORDER_TYPES[s.tag].map((o) => ({
        ...o,
        id: demoId(`program_order_type:${s.id}:${o.name}`),
        programRequisitionSettingsId: s.id,
      })),
    ),
    true,
    now,
  );
}
