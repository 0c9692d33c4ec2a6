import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Kysely table types for the whole data model (docs/decisions/0002-portable-sql-types.md):
 * - ids are integer identities; booleans are integers 0/1; timestamps are ISO-8601 UTC text;
 * - money is integer cents; percentages (tax rates, percent surcharges) are hundredths (8 % → 800);
 * - JSON documents (schedules, carts, stored responses) are text.
 * The same types serve SQLite, PostgreSQL and sql.js.
 */
export type Id = Generated<number>;
export type DbBool = number;
export type Timestamp = string;
type CreatedAt = ColumnType<string, string | undefined, never>;

type Audit = {
  created_at: CreatedAt;
  updated_at: Timestamp;
  created_by: number | null;
  created_by_name: string | null;
  updated_by: number | null;
  updated_by_name: string | null;
};

export interface BranchTable extends Audit {
  id: Id;
  name: string;
  address: string | null;
  /** Migration 0008 (decision 0019). */
  phone: string | null;
  /** 'MON:09:00-22:00|...' like OPERATIONS.OPERATING_HOURS; null: the restaurant's hours (migration 0008). */
  opening_hours: string | null;
  /** Migration 0008: an archived location takes no orders and leaves the pickers. */
  archived: Generated<DbBool>;
}

export interface BenchTable extends Audit {
  id: Id;
  name: string;
  seat_capacity: number | null;
  branch_id: number | null;
  active: DbBool;
  archived: DbBool;
  /** Floor plan position in percent of the room (0..100), null until placed. */
  floor_x: number | null;
  floor_y: number | null;
  floor_shape: string | null;
}

export interface MenuCategoryTable extends Audit {
  id: Id;
  branch_id: number | null;
  name: string;
  description: string | null;
  sort_order: number;
  is_available: DbBool;
  is_visible: DbBool;
  /** JSON availability schedule keyed by weekday, or null for always. */
  time_availability: string | null;
  image_file_id: number | null;
}

export interface MenuItemTable extends Audit {
  id: Id;
  category_id: number;
  name: string;
  description: string | null;
  notes: string | null;
  ingredients: string | null;
  basic_price: number;
  default_price: number;
  image_file_id: number | null;
  is_available: DbBool;
  is_visible: DbBool;
  sort_order: number;
  tax_id: number | null;
  preparation_time: number | null;
  time_availability: string | null;
}

export interface MenuItemCustomizationTable extends Audit {
  id: Id;
  menu_item_id: number;
  name: string;
  description: string | null;
  type: string;
  ui_type: string;
  required: DbBool;
  sort_order: number;
  /** The option that must be chosen for this customization to be offered. */
  enabled_by_id: number | null;
}

export interface MenuItemCustomizationOptionTable extends Audit {
  id: Id;
  menu_item_customization_id: number;
  name: string;
  description: string | null;
  /** Cents when percent = 0, hundredths of a percent when percent = 1. */
  value_added: number;
  percent: DbBool;
  default_option: DbBool;
  required: DbBool;
  sort_order: number;
}

export interface ItemTagTable extends Audit {
  id: Id;
  name: string;
  tag_type: string;
  color: string | null;
  icon_name: string | null;
  featured: DbBool;
  internal: DbBool;
  warning_message: string | null;
  sort_order: number;
}

export interface MenuItemTagTable {
  id: Id;
  menu_item_id: number;
  item_tag_id: number;
  created_at: CreatedAt;
}

export interface TaxTable extends Audit {
  id: Id;
  name: string;
  value: number;
  is_active: DbBool;
}
export interface LanguageTable extends Audit {
  id: Id;
  name: string;
  code: string;
  is_active: DbBool;
}
export interface CurrencyTable extends Audit {
  id: Id;
  name: string;
  code: string;
  symbol: string | null;
  is_active: DbBool;
}
export interface CountryTable extends Audit {
  id: Id;
  name: string;
  code: string;
  /** Migration 0007. */
  is_active: Generated<DbBool>;
}
export interface UnitTable extends Audit {
  id: Id;
  name: string;
  code: string;
  system: string | null;
  /** Migration 0007. */
  is_active: Generated<DbBool>;
}
export interface BankTable extends Audit {
  id: Id;
  name: string;
  code: string | null;
  country_code: string | null;
  /** Migration 0007. */
  is_active: Generated<DbBool>;
}

export interface NumberRecordTable extends Audit {
  id: Id;
  entity_name: string;
  prefix: string;
  /** Zero-padded counter text, e.g. '000042': the last number handed out (spec admin 3). */
  current_number: string;
  /** The same counter as an integer, the one raised atomically (migration 0006, decision 0017). */
  current_value: Generated<number>;
  /** Digits of the zero-padded number (migration 0006). */
  padding: Generated<number>;
}

export interface CustomerTable extends Audit {
  id: Id;
  name: string | null;
  email: string | null;
  phone: string | null;
  is_guest: DbBool;
  is_active: DbBool;
  /** CUST-000001 (migration 0006); null only for rows written outside the API. */
  customer_number: string | null;
}

export interface CustomerOrderTable extends Audit {
  id: Id;
  order_number: string | null;
  status: string;
  bench_id: number | null;
  customer_id: number | null;
  is_manual: DbBool;
  notes: string | null;
  net: number;
  taxes: number;
  /** OPERATIONS.SERVICE_CHARGE_PERCENT when the order was created, in hundredths (1250 = 12.5 %). */
  service_charge_rate: Generated<number>;
  /** 1: its prices included tax (PAYMENT.PRICES_INCLUDE_TAX when created, migration 0013); 0: tax on top. */
  prices_include_tax: Generated<number>;
  /** Cents; gross = net + taxes + service_charge. */
  service_charge: Generated<number>;
  /** DINE_IN or TAKEAWAY (OPERATIONS.ORDER_TYPES). */
  order_type: Generated<string>;
  gross: number;
  /** SHA-256 of the token a guest needs to change the order later. */
  order_token_hash: string | null;
  shared_cart_id: string | null;
  /** ORD-000001, gapless beside the id-derived order_number (migration 0006). */
  sequence_number: string | null;
  /** INV-000001, given when the first receipt is issued (migration 0006). */
  invoice_number: string | null;
}

export interface CustomerOrderItemTable extends Audit {
  id: Id;
  order_id: number;
  menu_item_id: number | null;
  /** Snapshots taken when ordered, so history survives menu edits. */
  menu_item_name: string;
  default_price: number;
  /** Unit price including option surcharges, in cents. */
  price: number;
  quantity: number;
  tax_rate: number;
  special_instructions: string | null;
  added_by_name: string | null;
}

export interface CustomerOrderItemDetailTable extends Audit {
  id: Id;
  order_item_id: number;
  customization_id: number | null;
  option_id: number | null;
  name: string;
  value: string;
  value_added: number;
  percent: DbBool;
  type: string;
  sort_order: number;
}

export interface OrderStatusHistoryTable extends Audit {
  id: Id;
  order_id: number;
  status: number;
  notes: string | null;
}

export interface UserTable extends Audit {
  id: Id;
  name: string;
  email: string;
  password_hash: string;
  is_active: DbBool;
  failed_login_count: number;
  locked_until: Timestamp | null;
  last_login_at: Timestamp | null;
  notifications_read_at: Timestamp | null;
  /** Invited by mail and no password chosen yet (migration 0005). */
  invited_at: Timestamp | null;
}

/** Failed sign-ins of an email without an account, under the rules of the users' columns (migration 0018). */
export interface SignInFailureTable {
  /** SHA-256 of the lower-cased email. */
  email_hash: string;
  failed_login_count: number;
  locked_until: Timestamp | null;
  updated_at: Timestamp;
}

export interface RoleTable extends Audit {
  id: Id;
  name: string;
  description: string | null;
}
export interface ClaimTable extends Audit {
  id: Id;
  name: string;
  description: string | null;
}
export interface UserRoleTable {
  id: Id;
  user_id: number;
  role_id: number;
  created_at: CreatedAt;
}
export interface RoleClaimTable {
  id: Id;
  role_id: number;
  claim_id: number;
  created_at: CreatedAt;
}
export interface UserClaimTable {
  id: Id;
  user_id: number;
  claim_id: number;
  created_at: CreatedAt;
}
export interface RoleHierarchyTable {
  id: Id;
  parent_role_id: number;
  child_role_id: number;
  created_at: CreatedAt;
}

export interface RefreshTokenTable {
  id: Id;
  user_id: number;
  token_hash: string;
  /** Every rotation keeps the family; replaying a rotated token revokes the whole family. */
  family_id: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  replaced_by_id: number | null;
  device_info: string | null;
  created_at: CreatedAt;
}

export interface PasswordResetTokenTable {
  id: Id;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface ConfigSettingTable {
  id: Id;
  /** GROUP.KEY */
  key: string;
  group_name: string;
  type: string;
  value: string | null;
  default_value: string | null;
  sort_order: number;
  updated_at: Timestamp;
  updated_by: number | null;
}

export interface ConfigSettingTranslationTable {
  id: Id;
  setting_id: number;
  language: string;
  name: string;
  description: string | null;
  /** JSON object: choice key → label. */
  select_translations: string | null;
}

export interface ConfigGroupTranslationTable {
  id: Id;
  group_name: string;
  language: string;
  name: string;
  description: string | null;
}

export interface UploadedFileTable {
  id: Id;
  /** Variants (thumbnail, icon) point at their original. */
  parent_id: number | null;
  variant: string;
  name: string;
  mime_type: string;
  size: number;
  data: Uint8Array;
  created_at: CreatedAt;
  created_by: number | null;
}

export interface SharedCartTable {
  /** Unguessable id used in the share link. */
  id: string;
  bench_id: number;
  /** JSON cart document: lines with who added them. */
  cart: string;
  version: number;
  expires_at: Timestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface IdempotencyKeyTable {
  key: string;
  scope: string;
  request_hash: string;
  response_status: number;
  response_body: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/**
 * The audit trail (DESIGN.md section 8): who changed users, roles, grants, configuration, backups,
 * restores and payments, when, and the values before and after (JSON, secrets removed).
 */
export interface AuditLogTable {
  id: Id;
  at: Timestamp;
  actor_id: number | null;
  actor_name: string | null;
  /** What happened, as area.verb: 'user.created', 'config.updated', 'database.restored'. */
  action: string;
  entity_type: string;
  entity_id: string | null;
  /** One line a person reads in the list ('Changed the role of Wanda to MANAGER'). */
  summary: string;
  before_json: string | null;
  after_json: string | null;
}

/**
 * One rate-limited key's current window, shared by every instance on PostgreSQL (decision 0023).
 * Transient: UNLOGGED on PostgreSQL, never in a backup.
 */
export interface RateLimitTable {
  /** What is limited and for whom: 'login:email:anna@example.com'. */
  key: string;
  /** Hits in the window so far, the one that opened it included. */
  count: number;
  /** When the window ends; the next hit after it opens a new one. */
  reset_at: Timestamp;
}

/** A guest's call for a waiter (migration 0014, decision 0031); open while acknowledged_at is null. */
export interface WaiterCallTable {
  id: Id;
  bench_id: number;
  /** WAITER_CALL_REASONS in shared/waiter-call-reasons.ts. */
  reason: string;
  created_at: CreatedAt;
  acknowledged_at: Timestamp | null;
  acknowledged_by: number | null;
  acknowledged_by_name: string | null;
}

/** A table's bill (migration 0015, decision 0032); at most one OPEN per table. Money in cents. */
export interface BillTable extends Audit {
  id: Id;
  bench_id: number | null;
  /** The table's name when the bill was made, so a settled bill reads the same later. */
  bench_name: string;
  /** BILL_STATUSES in shared/bills.schemas.ts. */
  status: string;
  /** BILL_SPLIT_MODES. */
  split_mode: string;
  split_count: Generated<number>;
  payment_method: string | null;
  /** WHOLE and EQUAL: the tip choice, a percentage in hundredths or an amount in cents (or neither). */
  tip_percent: number | null;
  tip_amount: number | null;
  prices_include_tax: Generated<DbBool>;
  requested_at: Timestamp | null;
  acknowledged_at: Timestamp | null;
  acknowledged_by: number | null;
  invoice_number: string | null;
  settled_at: Timestamp | null;
  settled_by: number | null;
  settled_by_name: string | null;
  cleared_at: Timestamp | null;
}

/** The orders a bill fixed at its first payment; an order is on one bill only. */
export interface BillOrderTable {
  id: Id;
  bill_id: number;
  order_id: number;
}

export interface BillShareTable {
  id: Id;
  bill_id: number;
  position: number;
  /** Cents owed, stored when the share's first payment is taken (computed until then). */
  amount: Generated<number>;
  /** Cents paid by completed payments, tips excluded. */
  paid: Generated<number>;
  /** ITEMS: the share's own tip choice (hundredths of a percent, or cents). */
  tip_percent: number | null;
  tip_amount: number | null;
  payment_method: string | null;
  created_at: CreatedAt;
}

/** ITEMS: the order items a share takes (one share per item and bill). */
export interface BillShareLineTable {
  id: Id;
  bill_id: number;
  share_id: number;
  order_item_id: number;
}

export interface PaymentTable {
  id: Id;
  bill_id: number;
  share_id: number | null;
  method: string;
  amount: number;
  tip: Generated<number>;
  cash_given: number | null;
  change_given: number | null;
  /** PAYMENT_STATUSES. */
  status: string;
  taken_by: number | null;
  taken_by_name: string | null;
  created_at: CreatedAt;
  /** Why it was voided or refunded, by whom and when. */
  reason: string | null;
  corrected_at: Timestamp | null;
  corrected_by: number | null;
  corrected_by_name: string | null;
  /** An online payment provider's name and reference; null for payments taken at the table. */
  provider: string | null;
  provider_reference: string | null;
}

/** A scheduled sales-report mail (migration 0016, decision 0033); unique per schedule and period. */
export interface ReportMailTable {
  id: Id;
  /** ANALYTICS.REPORT_SCHEDULE: DAILY, WEEKLY or MONTHLY. */
  schedule: string;
  /** First and last local day of the period, YYYY-MM-DD. */
  period_start: string;
  period_end: string;
  recipient: string;
  /** ANALYTICS.REPORT_FORMAT of the attachment. */
  format: string;
  /** SENDING (claimed), SENT or FAILED (retried at a later check). */
  status: string;
  attempts: Generated<number>;
  attempted_at: Timestamp;
  sent_at: Timestamp | null;
  error: string | null;
}

export interface Database {
  branches: BranchTable;
  benches: BenchTable;
  menu_categories: MenuCategoryTable;
  menu_items: MenuItemTable;
  menu_item_customizations: MenuItemCustomizationTable;
  menu_item_customization_options: MenuItemCustomizationOptionTable;
  item_tags: ItemTagTable;
  menu_item_tags: MenuItemTagTable;
  taxes: TaxTable;
  languages: LanguageTable;
  currencies: CurrencyTable;
  countries: CountryTable;
  units: UnitTable;
  banks: BankTable;
  number_records: NumberRecordTable;
  customers: CustomerTable;
  customer_orders: CustomerOrderTable;
  customer_order_items: CustomerOrderItemTable;
  customer_order_item_details: CustomerOrderItemDetailTable;
  order_status_history: OrderStatusHistoryTable;
  users: UserTable;
  roles: RoleTable;
  claims: ClaimTable;
  user_roles: UserRoleTable;
  role_claims: RoleClaimTable;
  user_claims: UserClaimTable;
  role_hierarchies: RoleHierarchyTable;
  refresh_tokens: RefreshTokenTable;
  password_reset_tokens: PasswordResetTokenTable;
  config_settings: ConfigSettingTable;
  config_setting_translations: ConfigSettingTranslationTable;
  config_group_translations: ConfigGroupTranslationTable;
  uploaded_files: UploadedFileTable;
  shared_carts: SharedCartTable;
  idempotency_keys: IdempotencyKeyTable;
  app_meta: AppMetaTable;
  audit_log: AuditLogTable;
  rate_limits: RateLimitTable;
  sign_in_failures: SignInFailureTable;
  waiter_calls: WaiterCallTable;
  bills: BillTable;
  bill_orders: BillOrderTable;
  bill_shares: BillShareTable;
  bill_share_lines: BillShareLineTable;
  payments: PaymentTable;
  report_mails: ReportMailTable;
}

export type Row<T extends keyof Database> = Selectable<Database[T]>;
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
export type RowUpdate<T extends keyof Database> = Updateable<Database[T]>;
