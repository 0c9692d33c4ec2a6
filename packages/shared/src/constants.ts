/** Business constants from the spec (customer 9, admin 9). */
export const APP_VERSION = '1.0.0';
export const ACCESS_TOKEN_TTL_SECONDS = 900;
export const REFRESH_TOKEN_TTL_DAYS = 30;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** An invitation link lasts longer than a reset link: a new waiter may read their mail tomorrow. */
export const INVITATION_TTL_HOURS = 72;
/** Failed sign-ins in a row that lock an account, and for how long. */
export const LOGIN_LOCK_THRESHOLD = 5;
export const LOGIN_LOCK_MINUTES = 15;
/** Sign-in attempts allowed per client address per minute before 429. */
export const LOGIN_RATE_LIMIT_PER_MINUTE = 20;
export const TABLE_PAGE_SIZES = [6, 12, 24, 48] as const;
export const DEFAULT_TABLE_PAGE_SIZE = 12;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 500;
export const DEFAULT_TAX_RATE_PERCENT = 8;
export const DEFAULT_PREPARATION_LABEL = '15-20 min';
export const CONSENT_VERSION = '1.0';
export const BACKUP_MAX_BYTES = 100 * 1024 * 1024;
export const SEED_VERSION_KEY = 'cafe-v9-branches-benches-categories-items-config-tags-orders';

export const TAG_TYPES = ['DIETARY', 'ALLERGEN', 'SPICINESS', 'BADGE', 'OTHER'] as const;
export type TTagType = (typeof TAG_TYPES)[number];
export const TAG_GROUP_NAMES: Record<TTagType, string> = {
  DIETARY: 'Dietary Preference',
  ALLERGEN: 'Allergen Information',
  SPICINESS: 'Spiciness Level',
  BADGE: 'Special Badge',
  OTHER: 'Other',
};

export const CUSTOMIZATION_TYPES = ['SELECT', 'MULTISELECT', 'CHECKBOX', 'TEXT'] as const;
export type TCustomizationType = (typeof CUSTOMIZATION_TYPES)[number];
export const CUSTOMIZATION_UI_TYPES = ['DROPDOWN', 'CARDS'] as const;

export const PAYMENT_METHODS = ['CASH', 'CREDIT_CARD', 'DEBIT_CARD', 'APPLE_PAY', 'GOOGLE_PAY'] as const;
/** GET /enums OrderType. DELIVERY stays a known value; orders are taken as one of ORDERABLE_TYPES. */
export const ORDER_TYPES = ['DINE_IN', 'TAKEAWAY', 'DELIVERY'] as const;
/** What an order may be (OPERATIONS.ORDER_TYPES offers a subset to guests; decision 0014). */
export const ORDERABLE_TYPES = ['DINE_IN', 'TAKEAWAY'] as const;
export type TOrderType = (typeof ORDERABLE_TYPES)[number];
export const TIME_PERIODS = [
  'TODAY',
  'YESTERDAY',
  'LAST_7_DAYS',
  'LAST_30_DAYS',
  'THIS_MONTH',
  'LAST_MONTH',
  /** From the last ANALYTICS.FISCAL_YEAR_START (its day and month) until now. */
  'THIS_FISCAL_YEAR',
] as const;

/** At most this many items per GET /api/public/menu/customizations (a cart's lines, an opened item). */
export const MENU_CUSTOMIZATIONS_MAX_ITEMS = 100;
