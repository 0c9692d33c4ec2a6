import type { TCustomizationType, TTagType } from '@tableside/shared/constants';

/**
 * Shapes of the sample data. Rows refer to each other by name, not id, so the same data can seed a
 * database directly (seed.ts) or be upserted through the API by the browser demo (spec customer 7:
 * "matched by branch and name"). Money is integer cents; percent surcharges are hundredths.
 */
export type TWeekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export type TTimeWindow = { from: string; to: string };
/** spec customer 3: keyed by weekday; null closed, 'allDay', or windows in HH:MM. */
export type TAvailability = Record<TWeekday, null | 'allDay' | TTimeWindow[]>;

export type TSampleOption = {
  name: string;
  /** Cents, or hundredths of a percent when `percent` is set. */
  valueAdded: number;
  percent?: boolean;
  isDefault?: boolean;
  description?: string;
};

export type TSampleCustomization = {
  name: string;
  description?: string;
  type: TCustomizationType;
  uiType: 'DROPDOWN' | 'CARDS';
  required: boolean;
  sortOrder: number;
  /** Empty for TEXT: the guest types the value. */
  options: readonly TSampleOption[];
};

export type TSampleItem = {
  name: string;
  description: string;
  ingredients: string;
  priceCents: number;
  /** Minutes. */
  preparationTime: number;
  /** Names of sample tags. */
  tags: readonly string[];
  customizations: readonly TSampleCustomization[];
  /** false shows the 'Item temporarily unavailable' state on the guest side. */
  available?: boolean;
  notes?: string;
  timeAvailability?: TAvailability;
};

export type TSampleCategory = {
  name: string;
  description: string;
  timeAvailability: TAvailability | null;
  items: readonly TSampleItem[];
};

export type TSampleTag = {
  name: string;
  tagType: TTagType;
  color: string;
  /** A lucide icon name. */
  iconName: string;
  featured: boolean;
  warningMessage?: string;
};

export type TSampleTable = {
  name: string;
  seatCapacity: number;
  active: boolean;
  archived: boolean;
  /** Where it stands on the floor plan, in percent of the room; null for the archived one. */
  floor: { x: number; y: number; shape: 'round' | 'square' | 'rectangle' } | null;
};

export type TSampleCustomer = {
  /** How sample orders refer to the customer. */
  key: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  isGuest: boolean;
};

/** A chosen customization: the option's name, or the typed text of a TEXT customization. */
export type TSampleChoice = { customization: string; value: string };

export type TSampleOrderLine = {
  item: string;
  quantity: number;
  choices: readonly TSampleChoice[];
  specialInstructions: string | null;
};

export type TSampleHistoryEntry = { code: number; at: string };

export type TSampleOrder = {
  /** Table name, or null for a counter order. */
  table: string | null;
  /** Key of a sample customer, or null. */
  customer: string | null;
  isManual: boolean;
  notes: string | null;
  lines: readonly TSampleOrderLine[];
  /** Codes in order; the first entry's time is when the order was created. */
  history: readonly TSampleHistoryEntry[];
};
