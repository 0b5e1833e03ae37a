// User errors shared by every domain (declared once: a GraphQL type name is unique).
import { defineUserError } from './user-error';

export const commonErrors = {
  recordAlreadyExists: defineUserError(
    'RecordAlreadyExists',
    'A record with this id already exists',
  ),
  recordNotFound: defineUserError('RecordNotFound', 'Record not found'),
  uniqueValueViolation: defineUserError('UniqueValueViolation', 'This value is already used', {
    field: 'String',
  }),
  invalidPackSize: defineUserError('InvalidPackSize', 'The pack size must be greater than zero'),
  nameRequired: defineUserError('NameRequired', 'A name is required'),
  valueNotPositive: defineUserError('ValueNotPositive', 'The value must be greater than zero', {
    field: 'String',
  }),
  valueNegative: defineUserError('ValueNegative', 'The value must not be negative', {
    field: 'String',
  }),
};
