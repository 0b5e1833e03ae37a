/** Where the R&R forms live (spec 001 section 2: replenishment, R&R forms). */
export const RNR_FORMS_PATH = '/replenishment/rnr';
