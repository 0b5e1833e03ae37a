// Central-data edits of programs, period schedules, periods, settings and order types (issue 13
// part 3): EDIT_CENTRAL_DATA only, upserts by client id, every refusal typed, hostile inputs
// refused at the edge, and a program made by the API reaching the stores of its tag.
import { uuidv7 } from '@dawa/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoId } from '../src/demo/ids';
import { createHarness, storeId, type Harness } from './harness';

const DNS = storeId('DNS');
const KHC = storeId('KHC');
const EML = demoId('master_list:essential-medicines');
const MONTHLY = demoId('period_schedule:monthly');
const FACILITY = demoId('name_tag:facility');

type Answer = {
  __typename: string;
  id?: string;
  name?: string;
  error?: { __typename: string; field?: string | null; maxLength?: number | null };
};

const ERROR_FIELDS = `error { __typename ... on UniqueValueViolation { field }
  ... on LinkedRecordNotFound { field } ... on NameTooLong { maxLength }
  ... on MonthsOfStockInvalid { field } ... on ValueNotPositive { field } }`;

const M = {
  upsertProgram: `mutation($s: String!, $input: UpsertProgramInput!) {
    r: upsertProgram(storeId: $s, input: $input) { __typename
      ... on ProgramRecordNode { id name masterListId }
      ... on UpsertProgramError { ${ERROR_FIELDS} } } }`,
  upsertPeriodSchedule: `mutation($s: String!, $input: UpsertPeriodScheduleInput!) {
    r: upsertPeriodSchedule(storeId: $s, input: $input) { __typename
      ... on PeriodScheduleNode { id name }
      ... on UpsertPeriodScheduleError { ${ERROR_FIELDS} } } }`,
  upsertPeriod: `mutation($s: String!, $input: UpsertPeriodInput!) {
    r: upsertPeriod(storeId: $s, input: $input) { __typename
      ... on PeriodNode { id name startDate endDate }
      ... on UpsertPeriodError { ${ERROR_FIELDS} } } }`,
  upsertProgramRequisitionSettings: `mutation($s: String!, $input: UpsertProgramRequisitionSettingsInput!) {
    r: upsertProgramRequisitionSettings(storeId: $s, input: $input) { __typename
      ... on ProgramRequisitionSettingsNode { id orderTypes { name } }
      ... on UpsertProgramRequisitionSettingsError { ${ERROR_FIELDS} } } }`,
  upsertProgramOrderType: `mutation($s: String!, $input: UpsertProgramOrderTypeInput!) {
    r: upsertProgramOrderType(storeId: $s, input: $input) { __typename
      ... on ProgramOrderTypeNode { id name }
      ... on UpsertProgramOrderTypeError { ${ERROR_FIELDS} } } }`,
};

let h: Harness;
let admin: Awaited<ReturnType<Harness['as']>>;
beforeEach(async () => {
  h = await createHarness();
  admin = await h.as('admin');
});
afterEach(async () => {
  await h.close();
});

async function call(op: keyof typeof M, input: Record<string, unknown>, store = DNS) {
  const res = await admin<{ r: Answer | null }>(M[op], { s: store, input });
  expect(res.errors).toBeUndefined();
  return res.data?.r ?? null;
}
const errorOf = (a: Answer | null) => a?.error;

async function changelogOf(table: string, id: string): Promise<number> {
  const rows = await h.deps.db
    .selectFrom('changelog')
    .select('cursor')
    .where('table_name', '=', table)
    .where('record_id', '=', id)
    .execute();
  return rows.length;
}

const orderTypeInput = (settingsId: string, over: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  programRequisitionSettingsId: settingsId,
  name: 'Monthly top-up',
  thresholdMos: 1,
  maxMos: 3,
  maxOrderPerPeriod: 1,
  isEmergency: false,
  maxItemsInEmergencyOrder: 0,
  ...over,
});

describe('who may edit programs', () => {
  it.each(['storekeeper', 'viewer', 'dispenser'])(
    'refuses %s (no EDIT_CENTRAL_DATA)',
    async (user) => {
      const as = await h.as(user);
      const store = user === 'dispenser' ? storeId('CDP') : DNS;
      const id = uuidv7();
      const res = await as(M.upsertProgram, {
        s: store,
        input: { id, name: 'Malaria', masterListId: EML },
      });
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const row = await h.deps.db
        .selectFrom('program')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      expect(row).toBeUndefined();
    },
  );
});

describe('programs', () => {
  it('creates, answers the same insert again, renames, and records each write in the changelog', async () => {
    const id = uuidv7();
    const made = await call('upsertProgram', { id, name: '  Malaria ', masterListId: EML });
    expect(made).toEqual({
      __typename: 'ProgramRecordNode',
      id,
      name: 'Malaria',
      masterListId: EML,
    });
    expect(await call('upsertProgram', { id, name: 'Malaria', masterListId: EML })).toEqual(made);
    const renamed = await call('upsertProgram', { id, name: 'Malaria control', masterListId: EML });
    expect(renamed?.name).toBe('Malaria control');
    expect(await changelogOf('program', id)).toBe(3);
  });

  it('refuses a name taken in another case, a blank or long name, an unknown master list, an id of another kind', async () => {
    expect(
      errorOf(await call('upsertProgram', { id: uuidv7(), name: 'hiv', masterListId: EML })),
    ).toEqual({
      __typename: 'UniqueValueViolation',
      field: 'name',
    });
    expect(
      errorOf(await call('upsertProgram', { id: uuidv7(), name: '   ', masterListId: EML }))
        ?.__typename,
    ).toBe('NameRequired');
    expect(
      errorOf(
        await call('upsertProgram', { id: uuidv7(), name: 'x'.repeat(101), masterListId: EML }),
      ),
    ).toEqual({ __typename: 'NameTooLong', maxLength: 100 });
    expect(
      errorOf(
        await call('upsertProgram', { id: uuidv7(), name: 'Malaria', masterListId: uuidv7() }),
      ),
    ).toEqual({ __typename: 'LinkedRecordNotFound', field: 'masterListId' });
    // Kibera does not see the dispensary's list: no program on it from there.
    expect(
      errorOf(
        await call(
          'upsertProgram',
          { id: uuidv7(), name: 'Dispensing', masterListId: demoId('master_list:dispensary') },
          KHC,
        ),
      ),
    ).toEqual({ __typename: 'LinkedRecordNotFound', field: 'masterListId' });
    // The id of a master list is not a program's to take.
    expect(
      errorOf(await call('upsertProgram', { id: EML, name: 'Malaria', masterListId: EML }))
        ?.__typename,
    ).toBe('RecordAlreadyExists');
    const count = await h.deps.db.selectFrom('program').select('id').execute();
    expect(count).toHaveLength(3);
  });

  it('refuses hostile inputs at the edge: a NUL byte, a huge name, a long id', async () => {
    for (const input of [
      { id: uuidv7(), name: 'Mal\u0000aria', masterListId: EML },
      { id: uuidv7(), name: 'x'.repeat(10_001), masterListId: EML },
      { id: 'x'.repeat(101), name: 'Malaria', masterListId: EML },
    ]) {
      const res = await admin(M.upsertProgram, { s: DNS, input });
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});

describe('period schedules and periods', () => {
  it('makes a schedule and its periods; refuses overlaps, ends before starts and unknown schedules', async () => {
    const schedule = uuidv7();
    expect(await call('upsertPeriodSchedule', { id: schedule, name: 'Bimonthly' })).toEqual({
      __typename: 'PeriodScheduleNode',
      id: schedule,
      name: 'Bimonthly',
    });
    expect(errorOf(await call('upsertPeriodSchedule', { id: uuidv7(), name: 'MONTHLY' }))).toEqual({
      __typename: 'UniqueValueViolation',
      field: 'name',
    });
    const first = {
      id: uuidv7(),
      periodScheduleId: schedule,
      name: 'Jan-Feb 2026',
      startDate: '2026-01-01',
      endDate: '2026-02-28',
    };
    expect(await call('upsertPeriod', first)).toEqual({
      __typename: 'PeriodNode',
      id: first.id,
      name: 'Jan-Feb 2026',
      startDate: '2026-01-01',
      endDate: '2026-02-28',
    });
    const overlapping = {
      ...first,
      id: uuidv7(),
      name: 'Feb-Mar',
      startDate: '2026-02-28',
      endDate: '2026-03-31',
    };
    expect(errorOf(await call('upsertPeriod', overlapping))?.__typename).toBe('PeriodsOverlap');
    const next = { ...overlapping, startDate: '2026-03-01', endDate: '2026-04-30' };
    expect((await call('upsertPeriod', next))?.__typename).toBe('PeriodNode');
    // Editing a period against itself is no overlap.
    expect((await call('upsertPeriod', { ...first, name: 'January and February' }))?.name).toBe(
      'January and February',
    );
    const backwards = { ...first, id: uuidv7(), startDate: '2026-06-30', endDate: '2026-06-01' };
    expect(errorOf(await call('upsertPeriod', backwards))?.__typename).toBe('PeriodDatesInvalid');
    const nowhere = {
      ...first,
      id: uuidv7(),
      periodScheduleId: uuidv7(),
      startDate: '2027-01-01',
      endDate: '2027-01-31',
    };
    expect(errorOf(await call('upsertPeriod', nowhere))).toEqual({
      __typename: 'LinkedRecordNotFound',
      field: 'periodScheduleId',
    });
    // A period stays in its schedule.
    expect(
      errorOf(await call('upsertPeriod', { ...first, periodScheduleId: MONTHLY }))?.__typename,
    ).toBe('RecordNotFound');
    const one = { ...first, id: uuidv7(), startDate: '2026-07-15', endDate: '2026-07-15' };
    expect((await call('upsertPeriod', one))?.__typename).toBe('PeriodNode');
  });

  it('refuses a day that is not one: a month 13 at the edge, a 30 February as invalid dates', async () => {
    const input = { id: uuidv7(), periodScheduleId: MONTHLY, name: 'Bad', endDate: '2030-03-31' };
    const res = await admin(M.upsertPeriod, {
      s: DNS,
      input: { ...input, startDate: '2030-13-01' },
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(
      errorOf(await call('upsertPeriod', { ...input, startDate: '2030-02-30' }))?.__typename,
    ).toBe('PeriodDatesInvalid');
  });
});

describe('settings and order types', () => {
  async function givenProgram(name = 'Malaria') {
    const id = uuidv7();
    await call('upsertProgram', { id, name, masterListId: EML });
    const settings = uuidv7();
    const made = await call('upsertProgramRequisitionSettings', {
      id: settings,
      programId: id,
      nameTagId: FACILITY,
      periodScheduleId: MONTHLY,
    });
    expect(made).toEqual({
      __typename: 'ProgramRequisitionSettingsNode',
      id: settings,
      orderTypes: [],
    });
    return { program: id, settings };
  }

  it('gives a new program to the stores of the tag that see its master list, with its order types and periods', async () => {
    const { settings } = await givenProgram();
    expect((await call('upsertProgramOrderType', orderTypeInput(settings)))?.__typename).toBe(
      'ProgramOrderTypeNode',
    );
    const storekeeper = await h.as('storekeeper');
    const res = await storekeeper<{
      programs: { name: string; orderTypes: { name: string; periods: { name: string }[] }[] }[];
    }>(
      `query($s: String!) { programs(storeId: $s) { name orderTypes { name periods { name } } } }`,
      { s: KHC },
    );
    const malaria = res.data?.programs.find((p) => p.name === 'Malaria');
    expect(malaria?.orderTypes.map((o) => o.name)).toEqual(['Monthly top-up']);
    expect(malaria?.orderTypes[0]?.periods).toHaveLength(10);
    // The district stores carry another tag.
    const district = await storekeeper<{ programs: { name: string }[] }>(
      `query($s: String!) { programs(storeId: $s) { name } }`,
      { s: DNS },
    );
    expect(district.data?.programs.map((p) => p.name)).not.toContain('Malaria');
  });

  it('refuses a second setting of a program for one tag, and unknown programs, tags and schedules', async () => {
    const { program } = await givenProgram();
    const base = {
      id: uuidv7(),
      programId: program,
      nameTagId: FACILITY,
      periodScheduleId: MONTHLY,
    };
    expect(errorOf(await call('upsertProgramRequisitionSettings', base))).toEqual({
      __typename: 'UniqueValueViolation',
      field: 'nameTagId',
    });
    for (const field of ['programId', 'nameTagId', 'periodScheduleId'] as const) {
      expect(
        errorOf(await call('upsertProgramRequisitionSettings', { ...base, [field]: uuidv7() })),
      ).toEqual({
        __typename: 'LinkedRecordNotFound',
        field,
      });
    }
  });

  it('refuses order types whose months, orders per period or emergency limit cannot be', async () => {
    const { settings } = await givenProgram();
    const cases: [Record<string, unknown>, Answer['error']][] = [
      [
        { thresholdMos: 4, maxMos: 3 },
        { __typename: 'MonthsOfStockInvalid', field: 'thresholdMos' },
      ],
      [{ thresholdMos: -1 }, { __typename: 'MonthsOfStockInvalid', field: 'thresholdMos' }],
      [{ maxMos: 1201 }, { __typename: 'MonthsOfStockInvalid', field: 'maxMos' }],
      [{ maxMos: 3.333 }, { __typename: 'MonthsOfStockInvalid', field: 'maxMos' }],
      [{ maxOrderPerPeriod: 0 }, { __typename: 'ValueNotPositive', field: 'maxOrderPerPeriod' }],
      [
        { isEmergency: true, maxItemsInEmergencyOrder: 0 },
        { __typename: 'ValueNotPositive', field: 'maxItemsInEmergencyOrder' },
      ],
      [
        { programRequisitionSettingsId: uuidv7() },
        { __typename: 'LinkedRecordNotFound', field: 'programRequisitionSettingsId' },
      ],
    ];
    for (const [change, error] of cases) {
      expect(
        errorOf(await call('upsertProgramOrderType', orderTypeInput(settings, change))),
      ).toEqual(error);
    }
    const rows = await h.deps.db
      .selectFrom('program_order_type')
      .select('id')
      .where('program_requisition_settings_id', '=', settings)
      .execute();
    expect(rows).toEqual([]);
  });

  it('keeps order type names unique in a setting without regard to case, and an order type in its setting', async () => {
    const { settings } = await givenProgram();
    const first = orderTypeInput(settings, {
      name: 'Emergency',
      isEmergency: true,
      maxItemsInEmergencyOrder: 4,
    });
    expect((await call('upsertProgramOrderType', first))?.name).toBe('Emergency');
    expect(
      errorOf(
        await call('upsertProgramOrderType', orderTypeInput(settings, { name: 'EMERGENCY' })),
      ),
    ).toEqual({
      __typename: 'UniqueValueViolation',
      field: 'name',
    });
    // The same name in another setting is fine.
    const other = await givenProgram('Tuberculosis');
    expect(
      (await call('upsertProgramOrderType', orderTypeInput(other.settings, { name: 'Emergency' })))
        ?.__typename,
    ).toBe('ProgramOrderTypeNode');
    // Its own id, edited: still its name; moved to another setting: not found from there.
    expect((await call('upsertProgramOrderType', { ...first, maxMos: 2 }))?.__typename).toBe(
      'ProgramOrderTypeNode',
    );
    expect(
      errorOf(
        await call('upsertProgramOrderType', {
          ...first,
          programRequisitionSettingsId: other.settings,
        }),
      )?.__typename,
    ).toBe('RecordNotFound');
    const saved = await h.deps.db
      .selectFrom('program_order_type')
      .select(['max_mos', 'program_requisition_settings_id'])
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect([Number(saved.max_mos), saved.program_requisition_settings_id]).toEqual([2, settings]);
    expect(await changelogOf('program_order_type', first.id)).toBe(2);
  });
});

describe('reference lists', () => {
  it('lists schedules with their periods, tags, and every setting with its order types', async () => {
    const viewer = await h.as('viewer');
    const res = await viewer<{
      periodSchedules: { name: string; periods: { name: string }[] }[];
      nameTags: { name: string }[];
      programRequisitionSettings: { programId: string; orderTypes: { name: string }[] }[];
    }>(
      `query($s: String!) {
        periodSchedules(storeId: $s) { name periods { name } }
        nameTags(storeId: $s) { name }
        programRequisitionSettings(storeId: $s) { programId orderTypes { name } }
      }`,
      { s: DNS },
    );
    expect(res.errors).toBeUndefined();
    const schedules = res.data?.periodSchedules ?? [];
    expect(schedules.map((s) => s.name)).toEqual(['Monthly', 'Quarterly']);
    // A year back from March 2026 and five months ahead.
    expect(schedules[0]?.periods[0]?.name).toBe('March 2025');
    expect(schedules[0]?.periods.at(-1)?.name).toBe('August 2026');
    expect(res.data?.nameTags.map((t) => t.name)).toEqual(['District', 'Facility']);
    expect(res.data?.programRequisitionSettings).toHaveLength(6);
    expect(res.data?.programRequisitionSettings[0]?.orderTypes.map((o) => o.name)).toEqual([
      'Emergency',
      'Normal',
    ]);
  });
});
