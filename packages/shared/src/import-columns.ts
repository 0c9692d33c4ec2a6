import type { TImportEntity } from './data-import.schemas.ts';

/**
 * The columns of a spreadsheet import (decision 0044): a row's fields as POST /{entity} takes them
 * (the kind's input schema in master-data.schemas.ts), in the order a template lists them. `type`
 * says how a cell becomes the field's value; a required column must be in the header row, the
 * others may be left out (is_active then keeps an existing record's state, a new one is active).
 */
export type TImportColumnType = 'text' | 'number' | 'boolean';
export type TImportColumn = { name: string; type: TImportColumnType; required: boolean };

const text = (name: string, required = false): TImportColumn => ({ name, type: 'text', required });
const active: TImportColumn = { name: 'is_active', type: 'boolean', required: false };

export const IMPORT_COLUMNS: Record<TImportEntity, readonly TImportColumn[]> = {
  languages: [text('name', true), text('code', true), active],
  currencies: [text('name', true), text('code', true), text('symbol'), active],
  taxes: [text('name', true), { name: 'value', type: 'number', required: true }, active],
  countries: [text('name', true), text('code', true), active],
  units: [text('name', true), text('code', true), text('system'), active],
  banks: [text('name', true), text('code'), text('country_code'), active],
};
