// The demo item catalogue: about 300 real items modelled on the WHO Model List of
// Essential Medicines, the immunisation programme and common health-facility supplies.
// Pure data, written for the demo seed and the benchmark generator; prices are
// indicative international procurement prices in USD, not quotations.

export type MasterListKey =
  | 'essential-medicines'
  | 'vaccines'
  | 'consumables'
  | 'maternal-child-health'
  | 'hiv-tb-malaria'
  | 'emergency'
  | 'dispensary';

export interface CatalogueItem {
  /** Unique, stable, uppercase, at most 12 characters. */
  code: string;
  name: string;
  /** '' when not applicable. */
  strength: string;
  form: string;
  /** The dispensing unit. */
  unit: string;
  type: 'STOCK' | 'NON_STOCK' | 'SERVICE';
  /** Units per pack. */
  defaultPackSize: number;
  isVaccine: boolean;
  /** Doses per unit for vaccines, 0 otherwise. */
  dosesPerUnit: number;
  /** Volume of one unit in litres, 0 where irrelevant. */
  volumePerUnitLitres: number;
  manufacturer: string;
  /** WHO ATC code, '' where none exists. */
  atcCode: string;
  /** USD per pack. */
  unitCostPerPack: number;
  masterLists: MasterListKey[];
}

export const MASTER_LISTS: ReadonlyArray<{
  key: MasterListKey;
  code: string;
  name: string;
  description: string;
}> = [
  {
    key: 'essential-medicines',
    code: 'EML',
    name: 'Essential medicines',
    description: 'Medicines of the national essential medicines list, for all levels of care',
  },
  {
    key: 'vaccines',
    code: 'EPI',
    name: 'Vaccines',
    description: 'Vaccines of the expanded programme on immunisation and campaign vaccines',
  },
  {
    key: 'consumables',
    code: 'CONS',
    name: 'Medical consumables',
    description:
      'Injection supplies, dressings, gloves, infusion sets, test kits and other consumables',
  },
  {
    key: 'maternal-child-health',
    code: 'MCH',
    name: 'Maternal and child health',
    description: 'Antenatal, delivery, newborn, family planning and child health commodities',
  },
  {
    key: 'hiv-tb-malaria',
    code: 'HTM',
    name: 'HIV, TB and malaria',
    description: 'Antiretrovirals, TB medicines, antimalarials and their diagnostics',
  },
  {
    key: 'emergency',
    code: 'EMERG',
    name: 'Emergency',
    description: 'Medicines and supplies for the emergency trolley and theatre',
  },
  {
    key: 'dispensary',
    code: 'DISP',
    name: 'Clinic dispensary',
    description: 'Items a clinic dispensary gives out to outpatients',
  },
];

const EM: MasterListKey = 'essential-medicines';
const VAC: MasterListKey = 'vaccines';
const CON: MasterListKey = 'consumables';
const MCH: MasterListKey = 'maternal-child-health';
const HTM: MasterListKey = 'hiv-tb-malaria';
const EMG: MasterListKey = 'emergency';
const DSP: MasterListKey = 'dispensary';

// Columns: code, name, strength, form, unit, pack size, ATC, USD per pack, manufacturer, lists, litres per unit.
function med(
  code: string,
  name: string,
  strength: string,
  form: string,
  unit: string,
  defaultPackSize: number,
  atcCode: string,
  unitCostPerPack: number,
  manufacturer: string,
  masterLists: MasterListKey[],
  volumePerUnitLitres = 0,
): CatalogueItem {
  return {
    code,
    name,
    strength,
    form,
    unit,
    type: 'STOCK',
    defaultPackSize,
    isVaccine: false,
    dosesPerUnit: 0,
    volumePerUnitLitres,
    manufacturer,
    atcCode,
    unitCostPerPack,
    masterLists,
  };
}

// Columns: code, name, strength (dose), form, unit, doses per unit, pack size, litres per unit, ATC, USD per pack, manufacturer, extra lists.
function vaccine(
  code: string,
  name: string,
  strength: string,
  form: string,
  unit: string,
  dosesPerUnit: number,
  defaultPackSize: number,
  volumePerUnitLitres: number,
  atcCode: string,
  unitCostPerPack: number,
  manufacturer: string,
  extraLists: MasterListKey[] = [],
): CatalogueItem {
  return {
    code,
    name,
    strength,
    form,
    unit,
    type: 'STOCK',
    defaultPackSize,
    isVaccine: true,
    dosesPerUnit,
    volumePerUnitLitres,
    manufacturer,
    atcCode,
    unitCostPerPack,
    masterLists: [VAC, ...extraLists],
  };
}

// Columns: code, name, form, unit, pack size, USD per pack, manufacturer, extra lists, ATC.
function supply(
  code: string,
  name: string,
  form: string,
  unit: string,
  defaultPackSize: number,
  unitCostPerPack: number,
  manufacturer: string,
  extraLists: MasterListKey[] = [],
  atcCode = '',
): CatalogueItem {
  return {
    code,
    name,
    strength: '',
    form,
    unit,
    type: 'STOCK',
    defaultPackSize,
    isVaccine: false,
    dosesPerUnit: 0,
    volumePerUnitLitres: 0,
    manufacturer,
    atcCode,
    unitCostPerPack,
    masterLists: [CON, ...extraLists],
  };
}

function other(
  code: string,
  name: string,
  type: 'NON_STOCK' | 'SERVICE',
  form: string,
  defaultPackSize: number,
  unitCostPerPack: number,
  manufacturer: string,
  masterLists: MasterListKey[],
): CatalogueItem {
  return {
    code,
    name,
    strength: '',
    form,
    unit: 'each',
    type,
    defaultPackSize,
    isVaccine: false,
    dosesPerUnit: 0,
    volumePerUnitLitres: 0,
    manufacturer,
    atcCode: '',
    unitCostPerPack,
    masterLists,
  };
}

// The data arrays below keep one item per line so they read as tables, hence prettier-ignore.
// prettier-ignore
const MEDICINES: CatalogueItem[] = [
  // Anaesthetics, analgesics and palliative care
  med('KETA50I', 'Ketamine 50 mg/ml injection, 10 ml vial', '50 mg/ml', 'injection', 'vial', 25, 'N01AX03', 30.0, 'Rotexmedica', [EM, EMG], 0.01),
  med('PROP10I', 'Propofol 10 mg/ml injectable emulsion, 20 ml ampoule', '10 mg/ml', 'injectable emulsion', 'ampoule', 5, 'N01AX10', 6.5, 'Fresenius Kabi', [EM, EMG], 0.02),
  med('ISOF250', 'Isoflurane inhalation liquid, 250 ml bottle', '100%', 'inhalation liquid', 'bottle', 1, 'N01AB06', 28.0, 'Piramal Critical Care', [EM], 0.25),
  med('LIDO2I', 'Lidocaine 2% injection, 20 ml vial', '2%', 'injection', 'vial', 10, 'N01BB02', 4.2, 'Hikma', [EM, EMG], 0.02),
  med('BUPI5SI', 'Bupivacaine 0.5% heavy spinal injection, 4 ml ampoule', '0.5%', 'injection', 'ampoule', 5, 'N01BB01', 5.5, 'Gland Pharma', [EM, MCH], 0.004),
  med('SUXA50I', 'Suxamethonium chloride 50 mg/ml injection, 2 ml ampoule', '50 mg/ml', 'injection', 'ampoule', 10, 'M03AB01', 4.8, 'Rotexmedica', [EM, EMG], 0.002),
  med('ATRO1I', 'Atropine sulfate 1 mg/ml injection, 1 ml ampoule', '1 mg/ml', 'injection', 'ampoule', 10, 'A03BA01', 2.4, 'Martindale', [EM, EMG], 0.001),
  med('MIDA5I', 'Midazolam 5 mg/ml injection, 3 ml ampoule', '5 mg/ml', 'injection', 'ampoule', 10, 'N05CD08', 6.0, 'Hameln', [EM, EMG], 0.003),
  med('PARA500T', 'Paracetamol 500 mg tablet', '500 mg', 'tablet', 'tablet', 1000, 'N02BE01', 6.5, 'Universal Corporation', [EM, DSP]),
  med('PARA120S', 'Paracetamol 120 mg/5 ml oral suspension, 100 ml bottle', '120 mg/5 ml', 'oral suspension', 'bottle', 1, 'N02BE01', 0.45, 'Cosmos', [EM, MCH, DSP], 0.1),
  med('PARA125R', 'Paracetamol 125 mg suppository', '125 mg', 'suppository', 'each', 10, 'N02BE01', 1.1, 'Cosmos', [EM, MCH]),
  med('IBUP200T', 'Ibuprofen 200 mg tablet', '200 mg', 'tablet', 'tablet', 1000, 'M01AE01', 8.0, 'Strides Pharma', [EM, DSP]),
  med('IBUP100S', 'Ibuprofen 100 mg/5 ml oral suspension, 100 ml bottle', '100 mg/5 ml', 'oral suspension', 'bottle', 1, 'M01AE01', 0.6, 'Cosmos', [EM, MCH, DSP], 0.1),
  med('ASA75T', 'Acetylsalicylic acid 75 mg tablet', '75 mg', 'tablet', 'tablet', 1000, 'B01AC06', 4.6, 'Elys Chemical Industries', [EM, MCH, DSP]),
  med('DICL50T', 'Diclofenac sodium 50 mg gastro-resistant tablet', '50 mg', 'gastro-resistant tablet', 'tablet', 1000, 'M01AB05', 7.5, 'Cosmos', [DSP]),
  med('MORP10I', 'Morphine sulfate 10 mg/ml injection, 1 ml ampoule', '10 mg/ml', 'injection', 'ampoule', 10, 'N02AA01', 7.5, 'Martindale', [EM, EMG], 0.001),
  med('MORP2OS', 'Morphine 10 mg/5 ml oral solution, 100 ml bottle', '10 mg/5 ml', 'oral solution', 'bottle', 1, 'N02AA01', 4.5, 'Martindale', [EM], 0.1),

  // Antiallergics, corticosteroids and antidotes
  med('EPIN1I', 'Epinephrine (adrenaline) 1 mg/ml injection, 1 ml ampoule', '1 mg/ml', 'injection', 'ampoule', 10, 'C01CA24', 3.5, 'Martindale', [EM, EMG], 0.001),
  med('CHLO4T', 'Chlorphenamine maleate 4 mg tablet', '4 mg', 'tablet', 'tablet', 1000, 'R06AB04', 3.1, 'Laboratory & Allied', [EM, DSP]),
  med('CHLO2S', 'Chlorphenamine maleate 2 mg/5 ml oral solution, 100 ml bottle', '2 mg/5 ml', 'oral solution', 'bottle', 1, 'R06AB04', 0.4, 'Laboratory & Allied', [EM, DSP], 0.1),
  med('LORA10T', 'Loratadine 10 mg tablet', '10 mg', 'tablet', 'tablet', 100, 'R06AX13', 0.9, 'Micro Labs', [EM, DSP]),
  med('HYDC100I', 'Hydrocortisone sodium succinate 100 mg powder for injection', '100 mg', 'powder for injection', 'vial', 10, 'H02AB09', 9.5, 'Hikma', [EM, EMG]),
  med('DEXA4I', 'Dexamethasone phosphate 4 mg/ml injection, 1 ml ampoule', '4 mg/ml', 'injection', 'ampoule', 10, 'H02AB02', 1.6, 'Rotexmedica', [EM, MCH, EMG], 0.001),
  med('PRED5T', 'Prednisolone 5 mg tablet', '5 mg', 'tablet', 'tablet', 1000, 'H02AB06', 9.0, 'Remedica', [EM, DSP]),
  med('NALO04I', 'Naloxone 400 micrograms/ml injection, 1 ml ampoule', '400 micrograms/ml', 'injection', 'ampoule', 10, 'V03AB15', 12.0, 'Hameln', [EM, EMG], 0.001),
  med('CHAR50P', 'Activated charcoal 50 g powder for oral suspension', '50 g', 'powder for oral suspension', 'bottle', 1, 'A07BA01', 3.8, 'Medopharm', [EM, EMG]),
  med('CALG10I', 'Calcium gluconate 100 mg/ml injection, 10 ml ampoule', '100 mg/ml', 'injection', 'ampoule', 10, 'A12AA03', 3.0, 'B. Braun', [EM, MCH, EMG], 0.01),
  med('ANTIVEN', 'Snake antivenom immunoglobulin, polyvalent, 10 ml vial', 'polyvalent', 'powder for injection', 'vial', 1, 'J06AA03', 45.0, 'VINS Bioproducts', [EM, EMG], 0.01),
  med('RABIG300', 'Rabies immunoglobulin 300 IU/ml injection, 5 ml vial', '300 IU/ml', 'injection', 'vial', 1, 'J06BB05', 14.0, 'VINS Bioproducts', [EM, EMG], 0.005),

  // Anticonvulsants
  med('MGSO50I', 'Magnesium sulfate 500 mg/ml injection, 10 ml ampoule', '500 mg/ml', 'injection', 'ampoule', 10, 'B05XA05', 4.5, 'Rotexmedica', [EM, MCH, EMG], 0.01),
  med('DIAZ5I', 'Diazepam 5 mg/ml injection, 2 ml ampoule', '5 mg/ml', 'injection', 'ampoule', 10, 'N05BA01', 2.2, 'Rotexmedica', [EM, EMG], 0.002),
  med('CARB200T', 'Carbamazepine 200 mg tablet', '200 mg', 'tablet', 'tablet', 100, 'N03AF01', 2.1, 'Micro Labs', [EM, DSP]),
  med('PHEB30T', 'Phenobarbital 30 mg tablet', '30 mg', 'tablet', 'tablet', 1000, 'N03AA02', 6.0, 'Laboratory & Allied', [EM, DSP]),
  med('PHEB200I', 'Phenobarbital sodium 200 mg/ml injection, 1 ml ampoule', '200 mg/ml', 'injection', 'ampoule', 10, 'N03AA02', 4.0, 'Martindale', [EM, MCH, EMG], 0.001),
  med('VALP200T', 'Sodium valproate 200 mg gastro-resistant tablet', '200 mg', 'gastro-resistant tablet', 'tablet', 100, 'N03AG01', 3.4, 'Sun Pharma', [EM]),

  // Anthelminthics
  med('ALBE400T', 'Albendazole 400 mg chewable tablet', '400 mg', 'chewable tablet', 'tablet', 100, 'P02CA03', 2.0, 'Cipla', [EM, MCH, DSP]),
  med('MEBE500T', 'Mebendazole 500 mg chewable tablet', '500 mg', 'chewable tablet', 'tablet', 100, 'P02CA01', 2.5, 'Cosmos', [EM, MCH, DSP]),
  med('PRAZ600T', 'Praziquantel 600 mg tablet', '600 mg', 'tablet', 'tablet', 1000, 'P02BA01', 78.0, 'Shin Poong', [EM]),
  med('IVER3T', 'Ivermectin 3 mg tablet', '3 mg', 'tablet', 'tablet', 100, 'P02CF01', 6.0, 'Medopharm', [EM]),

  // Antibacterials
  med('AMOX250T', 'Amoxicillin 250 mg dispersible tablet', '250 mg', 'dispersible tablet', 'tablet', 100, 'J01CA04', 2.1, 'Universal Corporation', [EM, MCH, DSP]),
  med('AMOX500C', 'Amoxicillin 500 mg capsule', '500 mg', 'capsule', 'capsule', 500, 'J01CA04', 14.0, 'Aurobindo', [EM, DSP]),
  med('AMOX125S', 'Amoxicillin 125 mg/5 ml powder for oral suspension, 100 ml bottle', '125 mg/5 ml', 'powder for oral suspension', 'bottle', 1, 'J01CA04', 0.55, 'Universal Corporation', [EM, MCH, DSP], 0.1),
  med('COAM625T', 'Amoxicillin + clavulanic acid 500 mg + 125 mg tablet', '500 mg + 125 mg', 'tablet', 'tablet', 14, 'J01CR02', 2.4, 'Aurobindo', [EM, DSP]),
  med('COAM228S', 'Amoxicillin + clavulanic acid 200 mg + 28.5 mg/5 ml powder for oral suspension, 70 ml bottle', '200 mg + 28.5 mg/5 ml', 'powder for oral suspension', 'bottle', 1, 'J01CR02', 2.1, 'Aurobindo', [EM, MCH], 0.07),
  med('AMPI500I', 'Ampicillin 500 mg powder for injection', '500 mg', 'powder for injection', 'vial', 50, 'J01CA01', 9.5, 'Reliance Life Sciences', [EM, MCH, EMG]),
  med('BENZ24I', 'Benzathine benzylpenicillin 2.4 million IU powder for injection', '2.4 million IU', 'powder for injection', 'vial', 50, 'J01CE08', 24.0, 'Reliance Life Sciences', [EM, MCH]),
  med('BENP5I', 'Benzylpenicillin 5 million IU powder for injection', '5 million IU', 'powder for injection', 'vial', 50, 'J01CE01', 12.5, 'Reliance Life Sciences', [EM, EMG]),
  med('PENV250T', 'Phenoxymethylpenicillin 250 mg tablet', '250 mg', 'tablet', 'tablet', 1000, 'J01CE02', 14.0, 'Laboratory & Allied', [EM]),
  med('FLUX500C', 'Flucloxacillin 500 mg capsule', '500 mg', 'capsule', 'capsule', 100, 'J01CF05', 5.5, 'Aurobindo', [EM]),
  med('CEFT1GI', 'Ceftriaxone 1 g powder for injection', '1 g', 'powder for injection', 'vial', 10, 'J01DD04', 3.2, 'Aurobindo', [EM, MCH, EMG]),
  med('CEFA500C', 'Cefalexin 500 mg capsule', '500 mg', 'capsule', 'capsule', 100, 'J01DB01', 4.8, 'Lupin', [EM]),
  med('CEFA125S', 'Cefalexin 125 mg/5 ml powder for oral suspension, 100 ml bottle', '125 mg/5 ml', 'powder for oral suspension', 'bottle', 1, 'J01DB01', 0.85, 'Lupin', [EM, MCH], 0.1),
  med('AZIT500T', 'Azithromycin 500 mg tablet', '500 mg', 'tablet', 'tablet', 3, 'J01FA10', 0.55, 'Cipla', [EM, DSP]),
  med('AZIT200S', 'Azithromycin 200 mg/5 ml powder for oral suspension, 15 ml bottle', '200 mg/5 ml', 'powder for oral suspension', 'bottle', 1, 'J01FA10', 1.1, 'Cipla', [EM, MCH], 0.015),
  med('CIPR500T', 'Ciprofloxacin 500 mg tablet', '500 mg', 'tablet', 'tablet', 100, 'J01MA02', 2.6, 'Cipla', [EM, DSP]),
  med('DOXY100C', 'Doxycycline 100 mg capsule', '100 mg', 'capsule', 'capsule', 1000, 'J01AA02', 11.0, 'Cosmos', [EM, DSP]),
  med('COTR480T', 'Sulfamethoxazole + trimethoprim 400 mg + 80 mg tablet', '400 mg + 80 mg', 'tablet', 'tablet', 1000, 'J01EE01', 10.5, 'Universal Corporation', [EM, HTM, DSP]),
  med('COTR240S', 'Sulfamethoxazole + trimethoprim 200 mg + 40 mg/5 ml oral suspension, 100 ml bottle', '200 mg + 40 mg/5 ml', 'oral suspension', 'bottle', 1, 'J01EE01', 0.5, 'Universal Corporation', [EM, MCH, HTM, DSP], 0.1),
  med('METR200T', 'Metronidazole 200 mg tablet', '200 mg', 'tablet', 'tablet', 1000, 'P01AB01', 5.8, 'Beta Healthcare', [EM, DSP]),
  med('METR200S', 'Metronidazole benzoate 200 mg/5 ml oral suspension, 100 ml bottle', '200 mg/5 ml', 'oral suspension', 'bottle', 1, 'P01AB01', 0.6, 'Beta Healthcare', [EM, DSP], 0.1),
  med('METR5IV', 'Metronidazole 5 mg/ml infusion, 100 ml bottle', '5 mg/ml', 'infusion', 'bottle', 1, 'J01XD01', 0.65, 'Fresenius Kabi', [EM, MCH], 0.1),
  med('GENT40I', 'Gentamicin 40 mg/ml injection, 2 ml ampoule', '40 mg/ml', 'injection', 'ampoule', 10, 'J01GB03', 1.4, 'Rotexmedica', [EM, EMG], 0.002),
  med('GENT10I', 'Gentamicin 10 mg/ml injection, 2 ml ampoule', '10 mg/ml', 'injection', 'ampoule', 10, 'J01GB03', 1.8, 'Rotexmedica', [EM, MCH], 0.002),
  med('NITR100T', 'Nitrofurantoin 100 mg tablet', '100 mg', 'tablet', 'tablet', 100, 'J01XE01', 3.5, 'Remedica', [EM]),
  med('CLIN300C', 'Clindamycin 300 mg capsule', '300 mg', 'capsule', 'capsule', 100, 'J01FF01', 9.0, 'Sun Pharma', [EM]),
  med('MERO1GI', 'Meropenem 1 g powder for injection', '1 g', 'powder for injection', 'vial', 10, 'J01DH02', 25.0, 'Sun Pharma', [EM]),

  // Antituberculosis medicines
  med('RHZE150T', 'Rifampicin + isoniazid + pyrazinamide + ethambutol 150 mg + 75 mg + 400 mg + 275 mg tablet', '150/75/400/275 mg', 'tablet', 'tablet', 672, 'J04AM06', 24.5, 'Macleods', [EM, HTM]),
  med('RH150T', 'Rifampicin + isoniazid 150 mg + 75 mg tablet', '150 mg + 75 mg', 'tablet', 'tablet', 672, 'J04AM02', 14.8, 'Lupin', [EM, HTM]),
  med('RHZ75DT', 'Rifampicin + isoniazid + pyrazinamide 75 mg + 50 mg + 150 mg dispersible tablet', '75/50/150 mg', 'dispersible tablet', 'tablet', 84, 'J04AM05', 2.9, 'Macleods', [EM, MCH, HTM]),
  med('RH75DT', 'Rifampicin + isoniazid 75 mg + 50 mg dispersible tablet', '75 mg + 50 mg', 'dispersible tablet', 'tablet', 84, 'J04AM02', 2.1, 'Macleods', [EM, MCH, HTM]),
  med('INH100DT', 'Isoniazid 100 mg dispersible tablet', '100 mg', 'dispersible tablet', 'tablet', 100, 'J04AC01', 1.2, 'Macleods', [EM, MCH, HTM]),
  med('INH300T', 'Isoniazid 300 mg tablet', '300 mg', 'tablet', 'tablet', 672, 'J04AC01', 8.0, 'Lupin', [EM, HTM]),
  med('ETHB400T', 'Ethambutol 400 mg tablet', '400 mg', 'tablet', 'tablet', 672, 'J04AK02', 15.0, 'Lupin', [EM, HTM]),
  med('PYRZ400T', 'Pyrazinamide 400 mg tablet', '400 mg', 'tablet', 'tablet', 672, 'J04AK01', 13.5, 'Macleods', [EM, HTM]),
  med('HP300T', 'Isoniazid + rifapentine 300 mg + 300 mg tablet', '300 mg + 300 mg', 'tablet', 'tablet', 36, '', 15.0, 'Macleods', [EM, HTM]),
  med('BDQ100T', 'Bedaquiline 100 mg tablet', '100 mg', 'tablet', 'tablet', 188, 'J04AK05', 272.0, 'Janssen', [EM, HTM]),
  med('PYRI25T', 'Pyridoxine 25 mg tablet', '25 mg', 'tablet', 'tablet', 100, 'A11HA02', 0.8, 'Micro Labs', [EM, HTM]),

  // Antiretrovirals and HIV-related medicines
  med('TLD', 'Tenofovir disoproxil + lamivudine + dolutegravir 300 mg + 300 mg + 50 mg tablet', '300/300/50 mg', 'tablet', 'tablet', 30, 'J05AR27', 3.75, 'Viatris', [EM, HTM]),
  med('TLE400T', 'Tenofovir disoproxil + lamivudine + efavirenz 300 mg + 300 mg + 400 mg tablet', '300/300/400 mg', 'tablet', 'tablet', 30, 'J05AR11', 5.4, 'Aurobindo', [EM, HTM]),
  med('TL300T', 'Tenofovir disoproxil + lamivudine 300 mg + 300 mg tablet', '300 mg + 300 mg', 'tablet', 'tablet', 30, 'J05AR12', 2.8, 'Hetero Labs', [EM, HTM]),
  med('DTG50T', 'Dolutegravir 50 mg tablet', '50 mg', 'tablet', 'tablet', 30, 'J05AJ03', 2.4, 'Aurobindo', [EM, HTM]),
  med('DTG10DT', 'Dolutegravir 10 mg dispersible tablet', '10 mg', 'dispersible tablet', 'tablet', 90, 'J05AJ03', 4.8, 'Viatris', [EM, MCH, HTM]),
  med('ABC3TC120DT', 'Abacavir + lamivudine 120 mg + 60 mg dispersible tablet', '120 mg + 60 mg', 'dispersible tablet', 'tablet', 30, 'J05AR02', 4.2, 'Cipla', [EM, MCH, HTM]),
  med('ATVR300T', 'Atazanavir + ritonavir 300 mg + 100 mg tablet', '300 mg + 100 mg', 'tablet', 'tablet', 30, 'J05AR23', 14.5, 'Viatris', [EM, HTM]),
  med('LPVR200T', 'Lopinavir + ritonavir 200 mg + 50 mg tablet', '200 mg + 50 mg', 'tablet', 'tablet', 120, 'J05AR10', 19.0, 'Aurobindo', [EM, HTM]),
  med('LPVR40G', 'Lopinavir + ritonavir 40 mg + 10 mg oral granules', '40 mg + 10 mg', 'oral granules', 'sachet', 120, 'J05AR10', 18.0, 'Cipla', [EM, MCH, HTM]),
  med('NVP10S', 'Nevirapine 10 mg/ml oral suspension, 100 ml bottle', '10 mg/ml', 'oral suspension', 'bottle', 1, 'J05AG01', 1.6, 'Aurobindo', [EM, MCH, HTM], 0.1),
  med('AZT10S', 'Zidovudine 10 mg/ml oral solution, 100 ml bottle', '10 mg/ml', 'oral solution', 'bottle', 1, 'J05AF01', 2.2, 'Aurobindo', [EM, MCH, HTM], 0.1),
  med('FLUC200T', 'Fluconazole 200 mg tablet', '200 mg', 'tablet', 'tablet', 100, 'J02AC01', 4.5, 'Cipla', [EM, HTM]),
  med('AMBL50I', 'Amphotericin B liposomal 50 mg powder for injection', '50 mg', 'powder for injection', 'vial', 10, 'J02AA01', 164.0, 'Gilead Sciences', [EM, HTM]),
  med('ACIC400T', 'Aciclovir 400 mg tablet', '400 mg', 'tablet', 'tablet', 100, 'J05AB01', 4.5, 'Cipla', [EM, DSP]),

  // Antimalarials
  med('AL20-6X1', 'Artemether + lumefantrine 20 mg + 120 mg dispersible tablet, 6x1 blister', '20 mg + 120 mg', 'dispersible tablet', 'tablet', 180, 'P01BF01', 9.0, 'Novartis', [EM, MCH, HTM, DSP]),
  med('AL20-6X2', 'Artemether + lumefantrine 20 mg + 120 mg tablet, 6x2 blister', '20 mg + 120 mg', 'tablet', 'tablet', 360, 'P01BF01', 13.5, 'Ajanta Pharma', [EM, HTM, DSP]),
  med('AL20-6X3', 'Artemether + lumefantrine 20 mg + 120 mg tablet, 6x3 blister', '20 mg + 120 mg', 'tablet', 'tablet', 540, 'P01BF01', 20.0, 'Ajanta Pharma', [EM, HTM, DSP]),
  med('AL20-6X4', 'Artemether + lumefantrine 20 mg + 120 mg tablet, 6x4 blister', '20 mg + 120 mg', 'tablet', 'tablet', 720, 'P01BF01', 27.0, 'Ajanta Pharma', [EM, HTM, DSP]),
  med('DHAP320T', 'Dihydroartemisinin + piperaquine 40 mg + 320 mg tablet', '40 mg + 320 mg', 'tablet', 'tablet', 9, 'P01BF05', 1.9, 'Guilin Pharmaceutical', [EM, HTM]),
  med('ARTS60I', 'Artesunate 60 mg powder for injection', '60 mg', 'powder for injection', 'vial', 1, 'P01BE03', 1.3, 'Guilin Pharmaceutical', [EM, HTM, EMG]),
  med('ARTS100R', 'Artesunate 100 mg rectal capsule', '100 mg', 'rectal capsule', 'each', 2, 'P01BE03', 1.1, 'Cipla', [EM, MCH, HTM, EMG]),
  med('QUIN300I', 'Quinine dihydrochloride 300 mg/ml injection, 2 ml ampoule', '300 mg/ml', 'injection', 'ampoule', 100, 'P01BC01', 32.0, 'Rotexmedica', [EM, HTM], 0.002),
  med('SP500T', 'Sulfadoxine + pyrimethamine 500 mg + 25 mg tablet', '500 mg + 25 mg', 'tablet', 'tablet', 1000, 'P01BD51', 35.0, 'Swipha', [EM, MCH, HTM]),
  med('SPAQ-CH', 'Sulfadoxine-pyrimethamine + amodiaquine dispersible co-blister, 12-59 months', '500/25 mg + 3 x 150 mg', 'dispersible tablet', 'each', 50, '', 13.5, 'Guilin Pharmaceutical', [MCH, HTM]),
  med('PRIM15T', 'Primaquine 15 mg tablet', '15 mg', 'tablet', 'tablet', 1000, 'P01BA03', 24.0, 'Remedica', [EM, HTM]),

  // Antifungals
  med('FLUC150C', 'Fluconazole 150 mg capsule', '150 mg', 'capsule', 'capsule', 10, 'J02AC01', 0.8, 'Cipla', [EM, DSP]),
  med('NYST100S', 'Nystatin 100 000 IU/ml oral suspension, 30 ml bottle', '100 000 IU/ml', 'oral suspension', 'bottle', 1, 'A07AA02', 0.9, 'Cosmos', [EM, MCH, DSP], 0.03),
  med('CLOT1C', 'Clotrimazole 1% cream, 20 g tube', '1%', 'cream', 'tube', 1, 'D01AC01', 0.35, 'Beta Healthcare', [EM, DSP]),
  med('CLOT500V', 'Clotrimazole 500 mg vaginal tablet', '500 mg', 'vaginal tablet', 'each', 1, 'G01AF02', 0.3, 'Beta Healthcare', [EM, MCH, DSP]),

  // Cardiovascular medicines
  med('AMLO5T', 'Amlodipine 5 mg tablet', '5 mg', 'tablet', 'tablet', 1000, 'C08CA01', 4.5, 'Micro Labs', [EM, DSP]),
  med('ENAL5T', 'Enalapril 5 mg tablet', '5 mg', 'tablet', 'tablet', 1000, 'C09AA02', 6.8, 'Remedica', [EM, DSP]),
  med('LOSA50T', 'Losartan potassium 50 mg tablet', '50 mg', 'tablet', 'tablet', 100, 'C09CA01', 1.4, 'Micro Labs', [EM, DSP]),
  med('HCTZ25T', 'Hydrochlorothiazide 25 mg tablet', '25 mg', 'tablet', 'tablet', 1000, 'C03AA03', 5.5, 'Remedica', [EM, DSP]),
  med('FURO40T', 'Furosemide 40 mg tablet', '40 mg', 'tablet', 'tablet', 1000, 'C03CA01', 6.2, 'Remedica', [EM]),
  med('FURO10I', 'Furosemide 10 mg/ml injection, 2 ml ampoule', '10 mg/ml', 'injection', 'ampoule', 10, 'C03CA01', 1.1, 'Rotexmedica', [EM, EMG], 0.002),
  med('SPIR25T', 'Spironolactone 25 mg tablet', '25 mg', 'tablet', 'tablet', 100, 'C03DA01', 1.8, 'Remedica', [EM]),
  med('NIFE20T', 'Nifedipine 20 mg prolonged-release tablet', '20 mg', 'prolonged-release tablet', 'tablet', 100, 'C08CA05', 1.6, 'Remedica', [EM, MCH]),
  med('METD250T', 'Methyldopa 250 mg tablet', '250 mg', 'tablet', 'tablet', 1000, 'C02AB01', 28.0, 'Remedica', [EM, MCH, DSP]),
  med('HYDZ20I', 'Hydralazine 20 mg powder for injection', '20 mg', 'powder for injection', 'ampoule', 5, 'C02DB02', 22.0, 'Hikma', [EM, MCH, EMG]),
  med('LABE5I', 'Labetalol 5 mg/ml injection, 20 ml ampoule', '5 mg/ml', 'injection', 'ampoule', 5, 'C07AG01', 18.0, 'Hikma', [EM, MCH, EMG], 0.02),
  med('GTN500T', 'Glyceryl trinitrate 500 micrograms sublingual tablet', '500 micrograms', 'sublingual tablet', 'tablet', 100, 'C01DA02', 3.5, 'Martindale', [EM, EMG]),
  med('ATOR20T', 'Atorvastatin 20 mg tablet', '20 mg', 'tablet', 'tablet', 100, 'C10AA05', 1.1, 'Micro Labs', [EM, DSP]),
  med('WARF5T', 'Warfarin 5 mg tablet', '5 mg', 'tablet', 'tablet', 100, 'B01AA03', 1.9, 'Remedica', [EM]),
  med('HEPA5I', 'Heparin sodium 5 000 IU/ml injection, 5 ml vial', '5 000 IU/ml', 'injection', 'vial', 10, 'B01AB01', 18.0, 'Gland Pharma', [EM, EMG], 0.005),
  med('ENOX40I', 'Enoxaparin 40 mg/0.4 ml injection, prefilled syringe', '40 mg/0.4 ml', 'injection', 'each', 10, 'B01AB05', 22.0, 'Gland Pharma', [EM, MCH], 0.0004),

  // Diabetes and endocrine medicines
  med('METF500T', 'Metformin 500 mg tablet', '500 mg', 'tablet', 'tablet', 1000, 'A10BA02', 8.5, 'Micro Labs', [EM, DSP]),
  med('GLIB5T', 'Glibenclamide 5 mg tablet', '5 mg', 'tablet', 'tablet', 1000, 'A10BB01', 5.0, 'Cosmos', [EM, DSP]),
  med('GLIC80T', 'Gliclazide 80 mg tablet', '80 mg', 'tablet', 'tablet', 100, 'A10BB09', 1.8, 'Micro Labs', [EM]),
  med('INSREG10', 'Insulin human soluble 100 IU/ml injection, 10 ml vial', '100 IU/ml', 'injection', 'vial', 1, 'A10AB01', 3.8, 'Novo Nordisk', [EM, EMG], 0.01),
  med('INSNPH10', 'Insulin human isophane (NPH) 100 IU/ml injection, 10 ml vial', '100 IU/ml', 'injection', 'vial', 1, 'A10AC01', 3.8, 'Novo Nordisk', [EM], 0.01),
  med('INS3070', 'Insulin human biphasic 30/70 100 IU/ml injection, 10 ml vial', '100 IU/ml', 'injection', 'vial', 1, 'A10AD01', 3.8, 'Novo Nordisk', [EM], 0.01),
  med('GLUC50I', 'Glucose 50% injection, 50 ml vial', '500 mg/ml', 'injection', 'vial', 20, 'B05BA03', 18.0, 'B. Braun', [EM, EMG], 0.05),
  med('LEVT50T', 'Levothyroxine 50 micrograms tablet', '50 micrograms', 'tablet', 'tablet', 100, 'H03AA01', 1.5, 'Remedica', [EM]),

  // Respiratory medicines
  med('SALB100IN', 'Salbutamol 100 micrograms/dose inhaler, 200 doses', '100 micrograms/dose', 'pressurised inhalation', 'each', 1, 'R03AC02', 1.6, 'Cipla', [EM, EMG, DSP]),
  med('SALB5NB', 'Salbutamol 5 mg/ml respirator solution, 20 ml bottle', '5 mg/ml', 'respirator solution', 'bottle', 1, 'R03AC02', 1.5, 'Cipla', [EM, EMG], 0.02),
  med('BECL100IN', 'Beclometasone dipropionate 100 micrograms/dose inhaler, 200 doses', '100 micrograms/dose', 'pressurised inhalation', 'each', 1, 'R03BA01', 3.2, 'Cipla', [EM, DSP]),
  med('BUDF160IN', 'Budesonide + formoterol 160 micrograms + 4.5 micrograms/dose inhaler, 120 doses', '160 + 4.5 micrograms/dose', 'pressurised inhalation', 'each', 1, 'R03AK07', 9.5, 'Cipla', [EM]),
  med('IPRA250NB', 'Ipratropium bromide 250 micrograms/ml nebuliser solution, 2 ml ampoule', '250 micrograms/ml', 'nebuliser solution', 'ampoule', 20, 'R03BB01', 6.0, 'Cipla', [EM, EMG], 0.002),
  med('AMIN25I', 'Aminophylline 25 mg/ml injection, 10 ml ampoule', '25 mg/ml', 'injection', 'ampoule', 10, 'R03DA05', 2.8, 'Rotexmedica', [EMG], 0.01),

  // Gastrointestinal medicines and oral rehydration
  med('ORS-LO', 'Oral rehydration salts, low osmolarity, sachet for 1 litre', '20.5 g', 'powder for oral solution', 'sachet', 100, 'A07CA', 7.5, 'Universal Corporation', [EM, MCH, EMG, DSP]),
  med('ORS-ZINC', 'ORS + zinc co-pack (2 ORS sachets + 10 zinc 20 mg tablets)', '', 'co-pack', 'kit', 50, '', 21.0, 'Universal Corporation', [EM, MCH, DSP]),
  med('ZINC20DT', 'Zinc sulfate 20 mg dispersible tablet', '20 mg', 'dispersible tablet', 'tablet', 100, 'A12CB01', 1.8, 'Nutriset', [EM, MCH, DSP]),
  med('OMEP20C', 'Omeprazole 20 mg gastro-resistant capsule', '20 mg', 'gastro-resistant capsule', 'capsule', 100, 'A02BC01', 1.2, 'Micro Labs', [EM, DSP]),
  med('ALMG400T', 'Aluminium hydroxide + magnesium hydroxide 400 mg + 400 mg chewable tablet', '400 mg + 400 mg', 'chewable tablet', 'tablet', 1000, 'A02AD01', 9.0, 'Laboratory & Allied', [DSP]),
  med('METO10T', 'Metoclopramide 10 mg tablet', '10 mg', 'tablet', 'tablet', 100, 'A03FA01', 0.9, 'Remedica', [EM, DSP]),
  med('METO5I', 'Metoclopramide 5 mg/ml injection, 2 ml ampoule', '5 mg/ml', 'injection', 'ampoule', 10, 'A03FA01', 1.2, 'Rotexmedica', [EM, EMG], 0.002),
  med('ONDA2I', 'Ondansetron 2 mg/ml injection, 2 ml ampoule', '2 mg/ml', 'injection', 'ampoule', 5, 'A04AA01', 1.5, 'Gland Pharma', [EM, EMG], 0.002),
  med('HYOS10T', 'Hyoscine butylbromide 10 mg tablet', '10 mg', 'tablet', 'tablet', 100, 'A03BB01', 2.0, 'Remedica', [EM, DSP]),
  med('HYOS20I', 'Hyoscine butylbromide 20 mg/ml injection, 1 ml ampoule', '20 mg/ml', 'injection', 'ampoule', 10, 'A03BB01', 2.5, 'Rotexmedica', [EM, EMG], 0.001),
  med('BISA5T', 'Bisacodyl 5 mg gastro-resistant tablet', '5 mg', 'gastro-resistant tablet', 'tablet', 1000, 'A06AB02', 6.0, 'Cosmos', [EM, DSP]),

  // Vitamins, minerals and blood-forming medicines
  med('FEFA200T', 'Ferrous sulfate + folic acid 200 mg + 400 micrograms tablet', '200 mg + 400 micrograms', 'tablet', 'tablet', 1000, 'B03AD03', 5.5, 'Universal Corporation', [EM, MCH, DSP]),
  med('FEFU140S', 'Ferrous fumarate 140 mg/5 ml oral suspension, 100 ml bottle', '140 mg/5 ml', 'oral suspension', 'bottle', 1, 'B03AA02', 0.7, 'Cosmos', [EM, MCH, DSP], 0.1),
  med('FOLA5T', 'Folic acid 5 mg tablet', '5 mg', 'tablet', 'tablet', 1000, 'B03BB01', 3.5, 'Universal Corporation', [EM, DSP]),
  med('FOLA04T', 'Folic acid 400 micrograms tablet', '400 micrograms', 'tablet', 'tablet', 1000, 'B03BB01', 3.0, 'Universal Corporation', [EM, MCH]),
  med('VITA200C', 'Retinol (vitamin A) 200 000 IU soft capsule', '200 000 IU', 'soft capsule', 'capsule', 500, 'A11CA01', 12.0, 'Banner Pharmacaps', [EM, MCH]),
  med('VITA100C', 'Retinol (vitamin A) 100 000 IU soft capsule', '100 000 IU', 'soft capsule', 'capsule', 500, 'A11CA01', 10.5, 'Banner Pharmacaps', [EM, MCH]),
  med('MVIT-T', 'Multivitamin tablet', '', 'tablet', 'tablet', 1000, 'A11BA', 7.0, 'Laboratory & Allied', [DSP]),
  med('VITBCO-T', 'Vitamin B complex tablet', '', 'tablet', 'tablet', 1000, 'A11EA', 5.0, 'Laboratory & Allied', [DSP]),
  med('CALC500T', 'Calcium carbonate 1.25 g (500 mg calcium) chewable tablet', '500 mg', 'chewable tablet', 'tablet', 100, 'A12AA04', 2.2, 'Medopharm', [EM, MCH]),
  med('VITK1I', 'Phytomenadione 1 mg/0.5 ml injection, 0.5 ml ampoule', '1 mg/0.5 ml', 'injection', 'ampoule', 10, 'B02BA01', 4.5, 'Rotexmedica', [EM, MCH], 0.0005),

  // Reproductive, maternal and newborn health
  med('OXYT10I', 'Oxytocin 10 IU/ml injection, 1 ml ampoule', '10 IU/ml', 'injection', 'ampoule', 10, 'H01BB02', 3.5, 'Rotexmedica', [EM, MCH, EMG], 0.001),
  med('HSCARB100', 'Carbetocin (heat-stable) 100 micrograms/ml injection, 1 ml ampoule', '100 micrograms/ml', 'injection', 'ampoule', 10, 'H01BB03', 3.2, 'Ferring', [EM, MCH], 0.001),
  med('MISO200T', 'Misoprostol 200 micrograms tablet', '200 micrograms', 'tablet', 'tablet', 100, 'G02AD06', 12.0, 'Acme Laboratories', [EM, MCH]),
  med('ERGO02I', 'Ergometrine 200 micrograms/ml injection, 1 ml ampoule', '200 micrograms/ml', 'injection', 'ampoule', 10, 'G02AB03', 4.0, 'Rotexmedica', [EM, MCH], 0.001),
  med('TXA100I', 'Tranexamic acid 100 mg/ml injection, 10 ml ampoule', '100 mg/ml', 'injection', 'ampoule', 10, 'B02AA02', 6.5, 'Rotexmedica', [EM, MCH, EMG], 0.01),
  med('DMPA-IM', 'Medroxyprogesterone acetate 150 mg/ml injection, 1 ml vial', '150 mg/ml', 'injection', 'vial', 100, 'G03AC06', 85.0, 'Pfizer', [EM, MCH, DSP], 0.001),
  med('DMPA-SC', 'Medroxyprogesterone acetate 104 mg/0.65 ml injection, prefilled injection system', '104 mg/0.65 ml', 'injection', 'each', 200, 'G03AC06', 170.0, 'Pfizer', [EM, MCH], 0.00065),
  med('COC-LNG', 'Levonorgestrel + ethinylestradiol 150 micrograms + 30 micrograms tablet, 28-day cycle', '150 + 30 micrograms', 'tablet', 'each', 100, 'G03AA07', 30.0, 'Bayer', [EM, MCH, DSP]),
  med('POP-LNG', 'Levonorgestrel 30 micrograms tablet, 35-day cycle', '30 micrograms', 'tablet', 'each', 100, 'G03AC03', 35.0, 'Sun Pharma', [EM, MCH]),
  med('LNG15T', 'Levonorgestrel 1.5 mg tablet (emergency contraception)', '1.5 mg', 'tablet', 'tablet', 1, 'G03AD01', 0.3, 'Sun Pharma', [EM, MCH, DSP]),
  med('LNG-IMP', 'Levonorgestrel implant, 2 rods x 75 mg', '2 x 75 mg', 'implant', 'each', 1, 'G03AC03', 8.5, 'Bayer', [EM, MCH]),
  med('ETG-IMP', 'Etonogestrel implant 68 mg', '68 mg', 'implant', 'each', 1, 'G03AC08', 8.5, 'Organon', [EM, MCH]),
  med('CHX71G', 'Chlorhexidine digluconate 7.1% gel (4% chlorhexidine), 10 g tube', '7.1%', 'gel', 'tube', 1, 'D08AC02', 0.3, 'Galentic Pharma', [EM, MCH]),
  med('CAFC20I', 'Caffeine citrate 20 mg/ml injection, 1 ml ampoule', '20 mg/ml', 'injection', 'ampoule', 10, 'N06BC01', 25.0, 'Martindale', [EM, MCH], 0.001),

  // Infusions, electrolytes and water for injection
  med('NS500', 'Sodium chloride 0.9% infusion, 500 ml bottle', '0.9%', 'infusion', 'bottle', 20, 'B05BB01', 11.0, 'B. Braun', [EM, EMG], 0.5),
  med('NS1000', 'Sodium chloride 0.9% infusion, 1000 ml bottle', '0.9%', 'infusion', 'bottle', 10, 'B05BB01', 8.5, 'B. Braun', [EM, EMG], 1),
  med('RL500', 'Compound sodium lactate (Ringer lactate) infusion, 500 ml bottle', '', 'infusion', 'bottle', 20, 'B05BB01', 12.0, 'B. Braun', [EM, MCH, EMG], 0.5),
  med('D5W500', 'Glucose 5% infusion, 500 ml bottle', '5%', 'infusion', 'bottle', 20, 'B05BA03', 11.0, 'Fresenius Kabi', [EM], 0.5),
  med('D10W500', 'Glucose 10% infusion, 500 ml bottle', '10%', 'infusion', 'bottle', 20, 'B05BA03', 12.0, 'Fresenius Kabi', [EM, MCH], 0.5),
  med('DNS500', 'Glucose 5% + sodium chloride 0.9% infusion, 500 ml bottle', '5% + 0.9%', 'infusion', 'bottle', 20, 'B05BB02', 12.0, 'Fresenius Kabi', [EM], 0.5),
  med('WFI10', 'Water for injection, 10 ml ampoule', '', 'solvent for parenteral use', 'ampoule', 100, 'V07AB', 6.0, 'Fresenius Kabi', [EM, EMG], 0.01),
  med('KCL15I', 'Potassium chloride 150 mg/ml (2 mmol/ml) injection, 10 ml ampoule', '150 mg/ml', 'concentrate for infusion', 'ampoule', 10, 'B05XA01', 2.5, 'B. Braun', [EM, EMG], 0.01),
  med('NAHCO84I', 'Sodium hydrogen carbonate 8.4% injection, 10 ml ampoule', '8.4%', 'injection', 'ampoule', 10, 'B05XA02', 3.0, 'B. Braun', [EM, EMG], 0.01),

  // Eye, ear and nose preparations
  med('TETR1EO', 'Tetracycline hydrochloride 1% eye ointment, 5 g tube', '1%', 'eye ointment', 'tube', 1, 'S01AA09', 0.25, 'Medopharm', [EM, MCH, DSP]),
  med('CHLR05ED', 'Chloramphenicol 0.5% eye drops, 10 ml bottle', '0.5%', 'eye drops', 'bottle', 1, 'S01AA01', 0.35, 'Medopharm', [EM, DSP], 0.01),
  med('GENT03ED', 'Gentamicin 0.3% eye drops, 10 ml bottle', '0.3%', 'eye drops', 'bottle', 1, 'S01AA11', 0.4, 'Medopharm', [EM], 0.01),
  med('CIPR03ED', 'Ciprofloxacin 0.3% eye/ear drops, 5 ml bottle', '0.3%', 'eye/ear drops', 'bottle', 1, 'S03AA07', 0.45, 'Cipla', [EM, DSP], 0.005),
  med('PRED1ED', 'Prednisolone acetate 1% eye drops, 5 ml bottle', '1%', 'eye drops', 'bottle', 1, 'S01BA04', 1.2, 'Cipla', [EM], 0.005),
  med('TIMO05ED', 'Timolol 0.5% eye drops, 5 ml bottle', '0.5%', 'eye drops', 'bottle', 1, 'S01ED01', 0.9, 'Cipla', [EM], 0.005),
  med('XYLO05ND', 'Xylometazoline 0.05% nasal drops, 10 ml bottle', '0.05%', 'nasal drops', 'bottle', 1, 'R01AA07', 0.6, 'Cosmos', [DSP], 0.01),

  // Dermatological medicines and antiseptics
  med('HYDC1C', 'Hydrocortisone 1% cream, 15 g tube', '1%', 'cream', 'tube', 1, 'D07AA02', 0.4, 'Beta Healthcare', [EM, DSP]),
  med('BETV01C', 'Betamethasone valerate 0.1% cream, 15 g tube', '0.1%', 'cream', 'tube', 1, 'D07AC01', 0.45, 'Beta Healthcare', [EM, DSP]),
  med('CALA-L', 'Calamine lotion, 100 ml bottle', '', 'cutaneous lotion', 'bottle', 1, '', 0.5, 'Laboratory & Allied', [EM, DSP], 0.1),
  med('BENZB25L', 'Benzyl benzoate 25% lotion, 100 ml bottle', '25%', 'cutaneous lotion', 'bottle', 1, 'P03AX01', 0.6, 'Laboratory & Allied', [EM, DSP], 0.1),
  med('PERM5C', 'Permethrin 5% cream, 30 g tube', '5%', 'cream', 'tube', 1, 'P03AC04', 1.1, 'Medopharm', [EM, DSP]),
  med('SSD1C', 'Silver sulfadiazine 1% cream, 50 g tube', '1%', 'cream', 'tube', 1, 'D06BA01', 1.2, 'Medopharm', [EM, EMG, DSP]),
  med('NEOBAC-O', 'Neomycin + bacitracin 5 mg + 250 IU/g ointment, 15 g tube', '5 mg + 250 IU/g', 'ointment', 'tube', 1, 'D06AX04', 0.8, 'Medopharm', [EM, DSP]),
  med('PVI10S', 'Povidone iodine 10% solution, 500 ml bottle', '10%', 'cutaneous solution', 'bottle', 1, 'D08AG02', 3.2, 'Laboratory & Allied', [EM, EMG], 0.5),
  med('ETOH70', 'Ethanol 70% solution, 1 litre bottle', '70%', 'cutaneous solution', 'bottle', 1, 'D08AX08', 3.0, 'Laboratory & Allied', [EM, EMG], 1),

  // Mental health and other medicines
  med('AMIT25T', 'Amitriptyline 25 mg tablet', '25 mg', 'tablet', 'tablet', 1000, 'N06AA09', 9.0, 'Remedica', [EM, DSP]),
  med('FLXT20C', 'Fluoxetine 20 mg capsule', '20 mg', 'capsule', 'capsule', 100, 'N06AB03', 1.4, 'Micro Labs', [EM, DSP]),
  med('HALO5T', 'Haloperidol 5 mg tablet', '5 mg', 'tablet', 'tablet', 100, 'N05AD01', 1.8, 'Remedica', [EM]),
  med('HALO5I', 'Haloperidol 5 mg/ml injection, 1 ml ampoule', '5 mg/ml', 'injection', 'ampoule', 10, 'N05AD01', 3.5, 'Rotexmedica', [EM, EMG], 0.001),
  med('CHLP100T', 'Chlorpromazine 100 mg tablet', '100 mg', 'tablet', 'tablet', 1000, 'N05AA01', 13.0, 'Remedica', [EM]),
  med('RISP2T', 'Risperidone 2 mg tablet', '2 mg', 'tablet', 'tablet', 100, 'N05AX08', 2.2, 'Sun Pharma', [EM]),
  med('ALLO100T', 'Allopurinol 100 mg tablet', '100 mg', 'tablet', 'tablet', 100, 'M04AA01', 1.1, 'Remedica', [EM]),
  med('TAMX20T', 'Tamoxifen 20 mg tablet', '20 mg', 'tablet', 'tablet', 30, 'L02BA01', 1.5, 'Sun Pharma', [EM]),
  med('HYDU500C', 'Hydroxycarbamide 500 mg capsule', '500 mg', 'capsule', 'capsule', 100, 'L01XX05', 12.0, 'Sun Pharma', [EM]),
];

// prettier-ignore
const VACCINES: CatalogueItem[] = [
  vaccine('VAC-BCG', 'BCG vaccine, 20-dose vial', '0.05 ml/dose', 'powder for injection', 'vial', 20, 50, 0.001, 'J07AN01', 115.0, 'Serum Institute of India', [MCH, HTM]),
  vaccine('VAC-BOPV', 'Bivalent oral poliomyelitis vaccine (bOPV), 20-dose vial', '2 drops/dose', 'oral drops', 'vial', 20, 50, 0.002, 'J07BF04', 150.0, 'Bio Farma', [MCH]),
  vaccine('VAC-IPV5', 'Inactivated poliomyelitis vaccine (IPV), 5-dose vial', '0.5 ml/dose', 'injection', 'vial', 5, 10, 0.0025, 'J07BF03', 140.0, 'Sanofi Pasteur', [MCH]),
  vaccine('VAC-PENTA1', 'DTwP-HepB-Hib (pentavalent) vaccine, 1-dose vial', '0.5 ml/dose', 'injection', 'vial', 1, 50, 0.0005, 'J07CA11', 45.0, 'Serum Institute of India', [MCH]),
  vaccine('VAC-PENTA10', 'DTwP-HepB-Hib (pentavalent) vaccine, 10-dose vial', '0.5 ml/dose', 'injection', 'vial', 10, 50, 0.005, 'J07CA11', 350.0, 'Biological E', [MCH]),
  vaccine('VAC-PCV13', 'Pneumococcal conjugate vaccine, 13-valent, 1-dose vial', '0.5 ml/dose', 'injection', 'vial', 1, 50, 0.0005, 'J07AL02', 167.5, 'Pfizer', [MCH]),
  vaccine('VAC-PCV10', 'Pneumococcal conjugate vaccine, 10-valent, 4-dose vial', '0.5 ml/dose', 'injection', 'vial', 4, 50, 0.002, 'J07AL02', 580.0, 'GSK', [MCH]),
  vaccine('VAC-ROTA', 'Rotavirus vaccine, live oral, 1-dose tube', '1.5 ml/dose', 'oral suspension', 'tube', 1, 50, 0.0015, 'J07BH01', 114.5, 'GSK', [MCH]),
  vaccine('VAC-MR10', 'Measles-rubella vaccine, 10-dose vial', '0.5 ml/dose', 'powder for injection', 'vial', 10, 50, 0.005, 'J07BD53', 350.0, 'Serum Institute of India', [MCH]),
  vaccine('VAC-MMR1', 'Measles-mumps-rubella vaccine, 1-dose vial', '0.5 ml/dose', 'powder for injection', 'vial', 1, 50, 0.0005, 'J07BD52', 75.0, 'Serum Institute of India', [MCH]),
  vaccine('VAC-YF10', 'Yellow fever vaccine, 10-dose vial', '0.5 ml/dose', 'powder for injection', 'vial', 10, 10, 0.005, 'J07BL01', 170.0, 'Institut Pasteur de Dakar', [MCH]),
  vaccine('VAC-TD10', 'Tetanus-diphtheria (Td) vaccine, 10-dose vial', '0.5 ml/dose', 'injection', 'vial', 10, 50, 0.005, 'J07AM51', 50.0, 'Biological E', [MCH]),
  vaccine('VAC-DTP10', 'Diphtheria-tetanus-pertussis (DTwP) vaccine, 10-dose vial', '0.5 ml/dose', 'injection', 'vial', 10, 50, 0.005, 'J07AJ51', 90.0, 'Serum Institute of India', [MCH]),
  vaccine('VAC-HPV1', 'Human papillomavirus vaccine, quadrivalent, 1-dose vial', '0.5 ml/dose', 'injection', 'vial', 1, 10, 0.0005, 'J07BM01', 45.0, 'MSD', [MCH]),
  vaccine('VAC-HEPB1', 'Hepatitis B vaccine, paediatric birth dose, 1-dose vial', '10 micrograms/0.5 ml', 'injection', 'vial', 1, 50, 0.0005, 'J07BC01', 17.5, 'LG Chem', [MCH]),
  vaccine('VAC-HEPB10', 'Hepatitis B vaccine, adult, 10-dose vial', '20 micrograms/1 ml', 'injection', 'vial', 10, 50, 0.01, 'J07BC01', 125.0, 'Serum Institute of India'),
  vaccine('VAC-COVMRNA', 'COVID-19 mRNA vaccine, 6-dose vial', '30 micrograms/0.3 ml', 'injection', 'vial', 6, 10, 0.00225, 'J07BN01', 405.0, 'Pfizer-BioNTech'),
  vaccine('VAC-RTSS', 'Malaria vaccine RTS,S/AS01, 2-dose vial', '0.5 ml/dose', 'powder for injection', 'vial', 2, 50, 0.001, '', 930.0, 'GSK', [MCH, HTM]),
  vaccine('VAC-R21', 'Malaria vaccine R21/Matrix-M, 1-dose vial', '0.5 ml/dose', 'injection', 'vial', 1, 50, 0.0005, '', 195.0, 'Serum Institute of India', [MCH, HTM]),
  vaccine('VAC-TCV5', 'Typhoid conjugate vaccine, 5-dose vial', '0.5 ml/dose', 'injection', 'vial', 5, 50, 0.0025, 'J07AP03', 375.0, 'Bharat Biotech', [MCH]),
  vaccine('VAC-MENA10', 'Meningococcal A conjugate vaccine, 10-dose vial', '0.5 ml/dose', 'powder for injection', 'vial', 10, 50, 0.005, 'J07AH10', 300.0, 'Serum Institute of India'),
  vaccine('VAC-RAB1', 'Rabies vaccine, cell culture, 1-dose vial', '2.5 IU/dose', 'powder for injection', 'vial', 1, 10, 0.0005, 'J07BG01', 85.0, 'Sanofi Pasteur', [EMG]),
  vaccine('VAC-OCV1', 'Oral cholera vaccine, inactivated, 1-dose tube', '1.5 ml/dose', 'oral suspension', 'tube', 1, 50, 0.0015, 'J07AE01', 75.0, 'EuBiologics', [EMG]),
  vaccine('VAC-FLU10', 'Seasonal influenza vaccine, inactivated, 10-dose vial', '0.5 ml/dose', 'injection', 'vial', 10, 10, 0.005, 'J07BB02', 300.0, 'Sanofi Pasteur'),
  vaccine('VAC-JE5', 'Japanese encephalitis vaccine, live attenuated, 5-dose vial', '0.5 ml/dose', 'powder for injection', 'vial', 5, 50, 0.0025, 'J07BA03', 112.5, 'Chengdu Institute of Biological Products', [MCH]),
];

// prettier-ignore
const CONSUMABLES: CatalogueItem[] = [
  // Injection safety
  supply('SYR-AD-005', 'Auto-disable syringe 0.05 ml with 26G needle (BCG)', 'syringe', 'each', 100, 7.5, 'Hindustan Syringes & Medical Devices'),
  supply('SYR-AD-01', 'Auto-disable syringe 0.1 ml with 26G needle', 'syringe', 'each', 100, 7.0, 'Hindustan Syringes & Medical Devices'),
  supply('SYR-AD-05', 'Auto-disable syringe 0.5 ml with 23G needle', 'syringe', 'each', 100, 5.5, 'Becton Dickinson'),
  supply('SYR-RUP-2', 'Reuse-prevention syringe 2 ml for reconstitution', 'syringe', 'each', 100, 6.0, 'Becton Dickinson'),
  supply('SYR-RUP-5', 'Reuse-prevention syringe 5 ml for reconstitution', 'syringe', 'each', 100, 7.0, 'Becton Dickinson'),
  supply('SYR-2ML', 'Hypodermic syringe 2 ml with 23G needle', 'syringe', 'each', 100, 3.5, 'Shandong Weigao', [EMG]),
  supply('SYR-5ML', 'Hypodermic syringe 5 ml with 21G needle', 'syringe', 'each', 100, 4.0, 'Shandong Weigao', [EMG]),
  supply('SYR-10ML', 'Hypodermic syringe 10 ml with 21G needle', 'syringe', 'each', 100, 5.5, 'Shandong Weigao', [EMG]),
  supply('SYR-INS-1', 'Insulin syringe 1 ml U-100 with 29G needle', 'syringe', 'each', 100, 6.5, 'Becton Dickinson'),
  supply('NDL-21G', 'Hypodermic needle 21G x 1.5 inch', 'needle', 'each', 100, 1.6, 'Terumo'),
  supply('SBOX-5L', 'Safety box for used syringes and needles, 5 litres', 'safety box', 'each', 25, 17.5, 'Frontier Plastics'),
  // Gloves and protective equipment
  supply('GLV-EX-S', 'Examination gloves, latex, powder-free, small', 'gloves', 'each', 100, 3.8, 'Top Glove'),
  supply('GLV-EX-M', 'Examination gloves, latex, powder-free, medium', 'gloves', 'each', 100, 3.8, 'Top Glove', [EMG]),
  supply('GLV-EX-L', 'Examination gloves, latex, powder-free, large', 'gloves', 'each', 100, 3.8, 'Top Glove'),
  supply('GLV-NIT-M', 'Examination gloves, nitrile, powder-free, medium', 'gloves', 'each', 100, 4.9, 'Top Glove'),
  supply('GLV-SUR-70', 'Surgical gloves, sterile, latex, size 7.0', 'gloves', 'pair', 50, 14.0, 'Ansell', [MCH]),
  supply('GLV-SUR-75', 'Surgical gloves, sterile, latex, size 7.5', 'gloves', 'pair', 50, 14.0, 'Ansell', [MCH]),
  supply('MASK-SURG', 'Surgical face mask, 3-ply, type IIR', 'mask', 'each', 50, 2.5, '3M'),
  supply('MASK-N95', 'Respirator FFP2/N95', 'respirator', 'each', 20, 9.0, '3M', [HTM]),
  // Dressings and bandages
  supply('GAUZE-ROLL', 'Absorbent gauze roll, 90 cm x 100 m', 'gauze', 'each', 1, 18.0, 'Vogt Medical'),
  supply('GAUZE-SW10', 'Gauze swabs, non-sterile, 10 x 10 cm, 8-ply', 'gauze', 'each', 100, 1.9, 'Vogt Medical', [DSP]),
  supply('GAUZE-STER', 'Gauze swabs, sterile, 7.5 x 7.5 cm, pack of 5', 'gauze', 'each', 50, 6.5, 'Vogt Medical', [EMG]),
  supply('COTTON-500', 'Cotton wool, absorbent, 500 g roll', 'cotton wool', 'each', 1, 2.4, 'Vogt Medical', [DSP]),
  supply('BNDG-CR10', 'Crepe bandage, 10 cm x 4.5 m', 'bandage', 'each', 12, 3.6, 'Vogt Medical'),
  supply('BNDG-POP10', 'Plaster of Paris bandage, 10 cm x 2.7 m', 'bandage', 'each', 12, 6.0, 'BSN Medical', [EMG]),
  supply('TAPE-ZO25', 'Adhesive tape, zinc oxide, 2.5 cm x 5 m', 'tape', 'each', 12, 3.2, 'BSN Medical'),
  supply('PLASTER-STR', 'Adhesive plaster strips, assorted', 'plaster', 'each', 100, 1.5, 'BSN Medical', [DSP]),
  // Intravenous access and infusion
  supply('CAN-18G', 'IV cannula 18G with injection port', 'cannula', 'each', 50, 6.5, 'B. Braun', [EMG]),
  supply('CAN-20G', 'IV cannula 20G with injection port', 'cannula', 'each', 50, 6.5, 'B. Braun', [EMG]),
  supply('CAN-22G', 'IV cannula 22G with injection port', 'cannula', 'each', 50, 6.5, 'B. Braun', [MCH]),
  supply('CAN-24G', 'IV cannula 24G with injection port', 'cannula', 'each', 50, 7.0, 'B. Braun', [MCH]),
  supply('IVSET-ADULT', 'Infusion giving set, adult, 20 drops/ml', 'giving set', 'each', 100, 16.0, 'Shandong Weigao', [EMG]),
  supply('IVSET-PAED', 'Infusion giving set, paediatric burette 150 ml, 60 drops/ml', 'giving set', 'each', 50, 27.5, 'Shandong Weigao', [MCH]),
  supply('BT-SET', 'Blood transfusion giving set with filter', 'giving set', 'each', 50, 12.5, 'Shandong Weigao', [EMG]),
  supply('SCALP-23G', 'Scalp vein set 23G', 'scalp vein set', 'each', 100, 5.0, 'Shandong Weigao', [MCH]),
  supply('FOLEY-16', 'Foley urinary catheter 16 Fr, 2-way', 'catheter', 'each', 10, 4.5, 'Shandong Weigao'),
  supply('URINE-BAG', 'Urine drainage bag 2 litres with outlet', 'drainage bag', 'each', 10, 2.2, 'Shandong Weigao'),
  // Surgical and delivery supplies
  supply('SUT-PGA20', 'Absorbable suture, polyglactin 2-0, 75 cm, round-bodied needle', 'suture', 'each', 12, 18.0, 'Ethicon', [MCH]),
  supply('SUT-NYL30', 'Non-absorbable suture, nylon 3-0, 45 cm, cutting needle', 'suture', 'each', 12, 9.5, 'Ethicon', [EMG]),
  supply('CORD-CLAMP', 'Umbilical cord clamp, sterile', 'clamp', 'each', 100, 4.5, 'Shandong Weigao', [MCH]),
  supply('CDK', 'Clean delivery kit, individual', 'kit', 'kit', 10, 9.0, 'Vogt Medical', [MCH]),
  supply('MUAC-CHILD', 'MUAC tape, child, colour-coded', 'tape', 'each', 50, 4.0, 'S and M Mould Makers', [MCH]),
  supply('IUD-CU380', 'Copper intrauterine device TCu 380A', 'intrauterine device', 'each', 1, 0.35, 'Pregna International', [MCH], 'G02BA02'),
  supply('CONDOM-M', 'Male condom, latex, 53 mm', 'condom', 'each', 144, 3.2, 'Karex', [MCH, HTM, DSP]),
  supply('CONDOM-F', 'Female condom, nitrile', 'condom', 'each', 100, 55.0, 'Veru', [MCH, HTM]),
  supply('LLIN', 'Long-lasting insecticidal net, family size', 'net', 'each', 40, 88.0, 'Vestergaard', [MCH, HTM]),
  // Laboratory and rapid diagnostic tests
  supply('LANCET', 'Blood lancet, sterile, single use', 'lancet', 'each', 200, 3.0, 'Shandong Weigao', [HTM]),
  supply('ALC-SWAB', 'Alcohol swab, isopropyl 70%', 'swab', 'each', 100, 0.9, 'Vogt Medical'),
  supply('EDTA-4ML', 'Blood collection tube, EDTA, 4 ml', 'tube', 'each', 100, 8.5, 'Becton Dickinson', [HTM]),
  supply('RDT-MAL-PF', 'Malaria rapid diagnostic test, P. falciparum (HRP2)', 'test kit', 'test', 25, 5.5, 'Abbott', [HTM, DSP]),
  supply('RDT-MAL-PP', 'Malaria rapid diagnostic test, P. falciparum/Pan (HRP2/pLDH)', 'test kit', 'test', 25, 7.0, 'Access Bio', [HTM]),
  supply('RDT-HIV-1', 'HIV 1/2 rapid test, first-line (screening)', 'test kit', 'test', 100, 80.0, 'Abbott', [HTM]),
  supply('RDT-HIV-2', 'HIV 1/2 rapid test, second-line (confirmatory)', 'test kit', 'test', 20, 24.0, 'Trinity Biotech', [HTM]),
  supply('HIVST-ORAL', 'HIV self-test, oral fluid', 'test kit', 'test', 50, 100.0, 'OraSure', [HTM]),
  supply('RDT-HIVSYP', 'HIV/syphilis dual rapid test', 'test kit', 'test', 25, 25.0, 'SD Biosensor', [MCH, HTM]),
  supply('RDT-HBSAG', 'Hepatitis B surface antigen rapid test', 'test kit', 'test', 50, 15.0, 'SD Biosensor', [MCH]),
  supply('PREG-HCG', 'Pregnancy test strip, urine hCG', 'test strip', 'test', 50, 3.0, 'Premier Medical', [MCH, DSP]),
  supply('GLU-STRIP', 'Blood glucose test strips', 'test strip', 'test', 50, 9.0, 'Roche', [EMG]),
  supply('HB-CUVETTE', 'Haemoglobin microcuvettes', 'test kit', 'test', 50, 32.0, 'HemoCue', [MCH]),
  supply('URINE-DIP', 'Urine reagent strips, 10 parameters', 'test strip', 'test', 100, 12.0, 'Siemens Healthineers', [MCH]),
  supply('TB-LAM', 'TB LAM urine rapid test', 'test kit', 'test', 25, 87.5, 'Abbott', [HTM]),
  supply('XPERT-ULTRA', 'Xpert MTB/RIF Ultra cartridge', 'cartridge', 'test', 10, 79.9, 'Cepheid', [HTM]),
  supply('THERMO-DIG', 'Clinical thermometer, digital', 'thermometer', 'each', 1, 2.5, 'Omron'),
];

// prettier-ignore
const NON_STOCK_AND_SERVICES: CatalogueItem[] = [
  other('NS-CHC', 'Child health card', 'NON_STOCK', 'printed card', 100, 12.0, 'Government Printer', [MCH]),
  other('NS-VCARRIER', 'Vaccine carrier, 1.7 litres, with 4 ice packs', 'NON_STOCK', 'equipment', 1, 28.0, 'Blowkings', [CON]),
  other('NS-TEMPLOG', '30-day electronic temperature recorder', 'NON_STOCK', 'equipment', 1, 18.0, 'Berlinger', [CON]),
  other('SRV-CONSULT', 'Consultation fee', 'SERVICE', 'service', 1, 2.0, '', [DSP]),
  other('SRV-DELIVERY', 'Delivery charge', 'SERVICE', 'service', 1, 10.0, '', [EM]),
];

export const CATALOGUE: readonly CatalogueItem[] = [
  ...MEDICINES,
  ...VACCINES,
  ...CONSUMABLES,
  ...NON_STOCK_AND_SERVICES,
];
