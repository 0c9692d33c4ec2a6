import { PAYMENT_METHODS } from './constants.ts';
import { EMAIL_PATTERN } from './text-fields.ts';
/**
 * The configuration catalogue (spec admin 3, 5 and 9): every setting the product knows, with its
 * type, default and English and German texts. A new database is seeded from it, "reset" restores
 * its defaults, and the admin screens render it. Values are always strings:
 * SELECT/MULTISELECT 'KEY:1|KEY:0' (1 marks selected), SCHEDULE 'MON:09:00-22:00|...', CHECKBOX 'true'/'false'.
 */
export const CONFIG_VALUE_TYPES = [
  'TEXT',
  'NUMBER',
  'CHECKBOX',
  'SELECT',
  'MULTISELECT',
  'ID',
  'FILE',
  'COLOR',
  'DATE',
  'EMAIL',
  'PHONE',
  'TEXTAREA',
  'URL',
  'SCHEDULE',
  'TIMEZONE',
  'BUTTON',
] as const;
export type TConfigValueType = (typeof CONFIG_VALUE_TYPES)[number];

export const CONFIG_GROUPS = [
  'ADMIN_INTERFACE',
  'ANALYTICS',
  'BRANDING',
  'CONTACT',
  'KITCHEN_OPERATIONS',
  'MENU',
  'NOTIFICATIONS',
  'OPERATIONS',
  'PAYMENT',
  'REGIONAL',
  'SOCIAL_MEDIA',
  'TABLES',
  'UI_CUSTOMIZATION',
  'USER_PERMISSIONS',
] as const;
export type TConfigGroup = (typeof CONFIG_GROUPS)[number];

export const CONFIG_LOCALES = ['en', 'de'] as const;
export type TConfigLocale = (typeof CONFIG_LOCALES)[number];

export type TConfigText = { name: string; description: string };
export type TConfigKey = `${TConfigGroup}.${string}`;

export type TConfigSetting = {
  key: TConfigKey;
  group: TConfigGroup;
  type: TConfigValueType;
  default_value: string;
  translations: Record<TConfigLocale, TConfigText>;
  /** Labels of the choices of a SELECT or MULTISELECT, per language. */
  select_translations?: Record<TConfigLocale, Record<string, string>>;
  /** The keys a SELECT or MULTISELECT may choose from, in order. */
  choiceKeys?: readonly string[];
};

/** Encodes choices in the spec's 'KEY:1|KEY:0' form; `selected` are the keys marked 1. */
export function encodeSelectValue(keys: readonly string[], selected: readonly string[]): string {
  return keys.map((key) => `${key}:${selected.includes(key) ? 1 : 0}`).join('|');
}

/** The keys marked selected in a 'KEY:1|KEY:0' value. */
export function selectedKeys(value: string): string[] {
  return value
    .split('|')
    .map((part) => part.split(':'))
    .filter(([key, flag]) => key && flag === '1')
    .map(([key]) => key as string);
}

// spec admin 5: the messages of the typed value checks.
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Checks a value against its setting type; returns the spec's message, or null when it is valid.
 * DATE and EMAIL may be empty (an optional setting left unset); TEXT and the other types are always valid.
 */
export function validateConfigValue(type: TConfigValueType, value: string): string | null {
  switch (type) {
    case 'NUMBER':
      return value.trim() !== '' && Number.isFinite(Number(value)) ? null : 'Value must be a number';
    case 'CHECKBOX':
      return value === 'true' || value === 'false' ? null : 'Value must be true or false';
    case 'COLOR':
      return HEX_COLOR.test(value) ? null : 'Value must be a valid hex color (e.g., #FFFFFF)';
    case 'DATE':
      return value === '' ? null : validateDate(value);
    case 'EMAIL':
      return value === '' || EMAIL_PATTERN.test(value) ? null : 'Please enter a valid email address';
    default:
      return null;
  }
}

function validateDate(value: string): string | null {
  const match = ISO_DATE.exec(value);
  if (!match) return 'Value must be a valid date (YYYY-MM-DD)';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? null : 'Invalid date';
}

type TPair = readonly [name: string, description: string];
type TChoice<K extends string> = readonly [key: K, en: string, de: string];

/**
 * PAYMENT.METHODS offers every method GET /enums names as PaymentMethod (constants.ts), so the
 * server's check of the setting and the screen's choices read one list.
 */
const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], readonly [en: string, de: string]> = {
  CASH: ['Cash', 'Bargeld'],
  CREDIT_CARD: ['Credit card', 'Kreditkarte'],
  DEBIT_CARD: ['Debit card', 'Debitkarte'],
  APPLE_PAY: ['Apple Pay', 'Apple Pay'],
  GOOGLE_PAY: ['Google Pay', 'Google Pay'],
};

/**
 * A setting before its group is known. The literal name, type and choice keys travel in the type, so
 * `TSettingKey` lists every key and `TSettingValue<K>` is the parsed value of one (config/settings.ts).
 */
type TDraft<N extends string, T extends TConfigValueType, K extends string> = Omit<
  TConfigSetting,
  'key' | 'group' | 'type' | 'choiceKeys'
> & { name: N; type: T; readonly choiceKeys?: readonly K[] };

function plain<N extends string, T extends Exclude<TConfigValueType, 'SELECT' | 'MULTISELECT'>>(
  name: N,
  type: T,
  defaultValue: string,
  en: TPair,
  de: TPair,
): TDraft<N, T, never> {
  return {
    name,
    type,
    default_value: defaultValue,
    translations: { en: { name: en[0], description: en[1] }, de: { name: de[0], description: de[1] } },
  };
}

function choice<N extends string, T extends 'SELECT' | 'MULTISELECT', const K extends string>(
  name: N,
  type: T,
  choices: readonly TChoice<K>[],
  selected: readonly NoInfer<K>[],
  en: TPair,
  de: TPair,
): TDraft<N, T, K> {
  const keys = choices.map(([key]) => key);
  return {
    name,
    type,
    default_value: encodeSelectValue(keys, selected),
    translations: { en: { name: en[0], description: en[1] }, de: { name: de[0], description: de[1] } },
    choiceKeys: keys,
    select_translations: {
      en: Object.fromEntries(choices.map(([key, label]) => [key, label])),
      de: Object.fromEntries(choices.map(([key, , label]) => [key, label])),
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the widest draft, so each element keeps its own literals.
type TAnyDraft = TDraft<string, TConfigValueType, any>;

/** A catalogue entry with the literal key, type and choice keys of its draft. */
type TTypedSetting<G extends TConfigGroup, D extends TAnyDraft> =
  D extends TDraft<infer N, infer T, infer K>
    ? Omit<TConfigSetting, 'key' | 'type' | 'choiceKeys'> & {
        key: `${G}.${N}`;
        type: T;
        readonly choiceKeys?: readonly K[];
      }
    : never;

function group<G extends TConfigGroup, D extends TAnyDraft>(groupName: G, drafts: readonly D[]) {
  // The spread keeps each draft's literals at run time; the type says so (TTypedSetting).
  return drafts.map(({ name, ...rest }) => ({
    key: `${groupName}.${name}`,
    group: groupName,
    ...rest,
  })) as unknown as TTypedSetting<G, D>[];
}

/** spec admin 9: Mon-Thu 09:00-22:00, Fri 09:00-23:00, Sat 10:00-23:00, Sun 10:00-22:00. */
const DEFAULT_OPERATING_HOURS = [
  'MON:09:00-22:00',
  'TUE:09:00-22:00',
  'WED:09:00-22:00',
  'THU:09:00-22:00',
  'FRI:09:00-23:00',
  'SAT:10:00-23:00',
  'SUN:10:00-22:00',
].join('|');

const ON_OFF = (on: boolean) => (on ? 'true' : 'false');

const TYPED_CATALOGUE = [
  ...group('ADMIN_INTERFACE', [
    choice(
      'DASHBOARD_LAYOUT',
      'SELECT',
      [
        ['GRID', 'Grid', 'Raster'],
        ['LIST', 'List', 'Liste'],
        ['COMPACT', 'Compact', 'Kompakt'],
      ],
      ['GRID'],
      ['Dashboard layout', 'How the dashboard arranges its cards'],
      ['Dashboard-Layout', 'Wie das Dashboard seine Karten anordnet'],
    ),
    plain(
      'SIDEBAR_COLLAPSED',
      'CHECKBOX',
      ON_OFF(false),
      ['Collapse sidebar', 'Start with the sidebar collapsed to icons'],
      ['Seitenleiste einklappen', 'Mit auf Symbole eingeklappter Seitenleiste starten'],
    ),
    plain(
      'SHOW_ORDER_BADGE',
      'CHECKBOX',
      ON_OFF(true),
      ["Show today's order count", "Show the number of today's orders next to Orders in the sidebar"],
      ['Heutige Bestellungen anzeigen', 'Die Zahl der heutigen Bestellungen neben „Bestellungen“ anzeigen'],
    ),
    plain(
      'ORDER_REFRESH_SECONDS',
      'NUMBER',
      '30',
      [
        'Order list refresh (seconds)',
        'How often the order list refreshes when live updates are unavailable',
      ],
      ['Aktualisierung der Bestellliste (Sekunden)', 'Wie oft die Bestellliste ohne Live-Updates neu lädt'],
    ),
    plain(
      'CLEAR_CACHE',
      'BUTTON',
      '',
      ['Clear cached data', 'Reload menu, tables and settings from the server'],
      ['Zwischenspeicher leeren', 'Menü, Tische und Einstellungen neu vom Server laden'],
    ),
  ]),
  ...group('ANALYTICS', [
    choice(
      'REPORT_FORMAT',
      'SELECT',
      [
        ['PDF', 'PDF', 'PDF'],
        ['EXCEL', 'Excel', 'Excel'],
        ['CSV', 'CSV', 'CSV'],
      ],
      ['PDF'],
      ['Report format', 'File format of exported reports'],
      ['Berichtsformat', 'Dateiformat exportierter Berichte'],
    ),
    choice(
      'REPORT_SCHEDULE',
      'SELECT',
      [
        ['WEEKLY', 'Weekly', 'Wöchentlich'],
        ['DAILY', 'Daily', 'Täglich'],
        ['MONTHLY', 'Monthly', 'Monatlich'],
        ['NONE', 'Never', 'Nie'],
      ],
      ['WEEKLY'],
      ['Report schedule', 'How often a sales report is sent'],
      ['Berichtsintervall', 'Wie oft ein Umsatzbericht verschickt wird'],
    ),
    choice(
      'DEFAULT_PERIOD',
      'SELECT',
      [
        ['TODAY', 'Today', 'Heute'],
        ['YESTERDAY', 'Yesterday', 'Gestern'],
        ['LAST_7_DAYS', 'Last 7 days', 'Letzte 7 Tage'],
        ['LAST_30_DAYS', 'Last 30 days', 'Letzte 30 Tage'],
        ['THIS_MONTH', 'This month', 'Dieser Monat'],
        ['LAST_MONTH', 'Last month', 'Letzter Monat'],
        ['THIS_FISCAL_YEAR', 'This fiscal year', 'Dieses Geschäftsjahr'],
      ],
      ['TODAY'],
      ['Default period', 'Time period the dashboard and reports open with'],
      ['Standardzeitraum', 'Zeitraum, mit dem Dashboard und Berichte öffnen'],
    ),
    plain(
      'REPORT_EMAIL',
      'EMAIL',
      'reports@cafe-aroma.example',
      ['Report recipient', 'Email address that receives scheduled reports'],
      ['Berichtsempfänger', 'E-Mail-Adresse, an die geplante Berichte gehen'],
    ),
    plain(
      'TOP_CUSTOMERS_COUNT',
      'NUMBER',
      '10',
      ['Top customers shown', 'How many customers the summary lists'],
      ['Angezeigte Top-Kunden', 'Wie viele Kunden die Übersicht auflistet'],
    ),
    plain(
      'FISCAL_YEAR_START',
      'DATE',
      '2025-01-01',
      [
        'Fiscal year start',
        'The fiscal year begins each year on this day and month (the dashboard’s “This fiscal year”)',
      ],
      [
        'Beginn des Geschäftsjahres',
        'Das Geschäftsjahr beginnt jedes Jahr an diesem Tag und Monat („Dieses Geschäftsjahr“ im Dashboard)',
      ],
    ),
  ]),
  ...group('BRANDING', [
    plain(
      'RESTAURANT_NAME',
      'TEXT',
      'Café Aroma',
      ['Restaurant name', 'Shown to guests and in the admin header'],
      ['Name des Restaurants', 'Wird Gästen und in der Kopfzeile der Verwaltung angezeigt'],
    ),
    plain(
      'TAGLINE',
      'TEXT',
      'Coffee, cake and good company',
      ['Tagline', 'A short line under the name on the welcome screen'],
      ['Slogan', 'Eine kurze Zeile unter dem Namen auf der Startseite'],
    ),
    plain(
      'LOGO_URL',
      'FILE',
      '',
      ['Logo', 'Image shown next to the restaurant name'],
      ['Logo', 'Bild neben dem Namen des Restaurants'],
    ),
    plain(
      'PRIMARY_COLOR',
      'COLOR',
      '#4a2c2a',
      ['Primary colour', 'Main colour of the guest screens'],
      ['Primärfarbe', 'Hauptfarbe der Gästeansicht'],
    ),
    plain(
      'SECONDARY_COLOR',
      'COLOR',
      '#f5e6d3',
      ['Secondary colour', 'Background and surface colour of the guest screens'],
      ['Sekundärfarbe', 'Hintergrund- und Flächenfarbe der Gästeansicht'],
    ),
    plain(
      'ACCENT_COLOR',
      'COLOR',
      '#d97706',
      ['Accent colour', 'Colour of highlights and calls to action'],
      ['Akzentfarbe', 'Farbe für Hervorhebungen und Aktionen'],
    ),
    plain(
      'PUBLIC_URL',
      'URL',
      // Empty until the owner sets it: the QR screens then use the address the admin is browsing at,
      // which phones on the same network reach, where a localhost default would print dead codes.
      '',
      ['Public address', 'Address guests reach the restaurant at; table QR codes point here'],
      [
        'Öffentliche Adresse',
        'Adresse, unter der Gäste das Restaurant erreichen; die QR-Codes der Tische zeigen hierher',
      ],
    ),
  ]),
  ...group('CONTACT', [
    plain(
      'EMAIL',
      'EMAIL',
      'hello@cafe-aroma.example',
      ['Email', 'Contact address shown to guests'],
      ['E-Mail', 'Kontaktadresse für Gäste'],
    ),
    plain(
      'PHONE',
      'PHONE',
      '+49 30 1234567',
      ['Phone', 'Contact phone number'],
      ['Telefon', 'Telefonnummer'],
    ),
    plain(
      'ADDRESS',
      'TEXTAREA',
      '12 Main Street\n10115 Berlin',
      ['Address', 'Postal address of the restaurant'],
      ['Adresse', 'Postanschrift des Restaurants'],
    ),
    plain(
      'WEBSITE',
      'URL',
      'https://cafe-aroma.example',
      ['Website', 'The restaurant’s own website'],
      ['Webseite', 'Die eigene Webseite des Restaurants'],
    ),
  ]),
  ...group('KITCHEN_OPERATIONS', [
    plain(
      'DEFAULT_PREP_TIME',
      'NUMBER',
      '20',
      ['Default preparation time (minutes)', 'Used for items without their own preparation time'],
      ['Standard-Zubereitungszeit (Minuten)', 'Gilt für Artikel ohne eigene Zubereitungszeit'],
    ),
    choice(
      'WAIT_TIME_CALCULATION',
      'SELECT',
      [
        ['AVERAGE', 'Average of the items', 'Durchschnitt der Artikel'],
        ['MAXIMUM', 'Longest item', 'Längster Artikel'],
        ['CUSTOM', 'Custom', 'Benutzerdefiniert'],
      ],
      ['AVERAGE'],
      ['Wait time calculation', 'How the estimated wait of an order is worked out'],
      ['Berechnung der Wartezeit', 'Wie die geschätzte Wartezeit einer Bestellung ermittelt wird'],
    ),
    plain(
      'KITCHEN_COPIES',
      'NUMBER',
      '1',
      ['Kitchen copies', 'Number of tickets printed for the kitchen per order'],
      ['Küchenkopien', 'Anzahl der Bons, die pro Bestellung für die Küche gedruckt werden'],
    ),
    plain(
      'AUTO_PRINT',
      'CHECKBOX',
      ON_OFF(true),
      ['Print automatically', 'Print a kitchen ticket when an order arrives'],
      ['Automatisch drucken', 'Einen Küchenbon drucken, sobald eine Bestellung eingeht'],
    ),
    choice(
      'RECEIPT_FORMAT',
      'SELECT',
      [
        ['STANDARD', 'Standard', 'Standard'],
        ['COMPACT', 'Compact', 'Kompakt'],
        ['DETAILED', 'Detailed', 'Ausführlich'],
      ],
      ['STANDARD'],
      ['Receipt format', 'Layout of printed tickets and receipts'],
      ['Belegformat', 'Layout gedruckter Bons und Belege'],
    ),
    plain(
      'LATE_ORDER_MINUTES',
      'NUMBER',
      '30',
      ['Late order warning (minutes)', 'Open orders older than this are highlighted'],
      ['Warnung bei Verspätung (Minuten)', 'Offene Bestellungen, die älter sind, werden hervorgehoben'],
    ),
  ]),
  ...group('MENU', [
    plain(
      'DEFAULT_TAX_ID',
      'ID',
      '1',
      ['Default tax', 'Tax applied to new menu items'],
      ['Standardsteuer', 'Steuer für neue Menüartikel'],
    ),
    plain(
      'SHOW_PREPARATION_TIME',
      'CHECKBOX',
      ON_OFF(true),
      ['Show preparation time', 'Show guests how long an item takes'],
      ['Zubereitungszeit anzeigen', 'Gästen zeigen, wie lange ein Artikel dauert'],
    ),
    plain(
      'SHOW_ALLERGEN_WARNINGS',
      'CHECKBOX',
      ON_OFF(true),
      ['Show allergen warnings', 'Show the warning of allergen tags on items'],
      ['Allergenhinweise anzeigen', 'Den Hinweis von Allergen-Tags bei Artikeln anzeigen'],
    ),
    plain(
      'FEATURED_ITEMS_LIMIT',
      'NUMBER',
      '6',
      ['Featured items shown', 'How many featured items the menu shows at the top'],
      ['Angezeigte Empfehlungen', 'Wie viele empfohlene Artikel oben im Menü erscheinen'],
    ),
    plain(
      'PREPARATION_LABEL',
      'TEXT',
      '15-20 min',
      ['Default preparation label', 'Shown for items without a preparation time'],
      ['Standardangabe Zubereitung', 'Wird bei Artikeln ohne Zubereitungszeit angezeigt'],
    ),
  ]),
  ...group('NOTIFICATIONS', [
    plain(
      'DURATION_SECONDS',
      'NUMBER',
      '5',
      ['Notification duration (seconds)', 'How long a notification stays on screen'],
      ['Anzeigedauer (Sekunden)', 'Wie lange eine Benachrichtigung sichtbar bleibt'],
    ),
    choice(
      'SOUND',
      'SELECT',
      [
        ['DEFAULT', 'Short tone', 'Kurzer Ton'],
        ['THUNDER', 'Thunder', 'Donner'],
      ],
      ['DEFAULT'],
      ['Notification sound', 'Sound played when a new order arrives'],
      ['Benachrichtigungston', 'Ton bei einer neuen Bestellung'],
    ),
    plain(
      'SOUND_ENABLED',
      'CHECKBOX',
      ON_OFF(true),
      ['Play sounds', 'Play the notification sound'],
      ['Töne abspielen', 'Den Benachrichtigungston abspielen'],
    ),
    plain(
      'NEW_ORDER_EMAIL',
      'EMAIL',
      '',
      ['New order email', 'Also send each new order to this address (empty: none)'],
      [
        'E-Mail bei neuer Bestellung',
        'Jede neue Bestellung zusätzlich an diese Adresse senden (leer: keine)',
      ],
    ),
    plain(
      'TEST_SOUND',
      'BUTTON',
      '',
      ['Test sound', 'Play the notification sound once'],
      ['Ton testen', 'Den Benachrichtigungston einmal abspielen'],
    ),
  ]),
  ...group('OPERATIONS', [
    plain(
      'OPERATING_HOURS',
      'SCHEDULE',
      DEFAULT_OPERATING_HOURS,
      ['Operating hours', 'When the restaurant takes orders'],
      ['Öffnungszeiten', 'Wann das Restaurant Bestellungen annimmt'],
    ),
    plain(
      'DEFAULT_PAGE_SIZE',
      'NUMBER',
      '20',
      ['Default page size', 'Rows per page in admin lists'],
      ['Standard-Seitengröße', 'Zeilen pro Seite in Verwaltungslisten'],
    ),
    plain(
      'SERVICE_CHARGE_PERCENT',
      'NUMBER',
      '0',
      ['Service charge (%)', 'Added to every order; 0 for none'],
      ['Servicegebühr (%)', 'Wird jeder Bestellung hinzugefügt; 0 für keine'],
    ),
    plain(
      'ACCEPT_ORDERS',
      'CHECKBOX',
      ON_OFF(true),
      ['Accept guest orders', 'Turn off to pause ordering from the tables'],
      ['Gästebestellungen annehmen', 'Ausschalten, um Bestellungen von den Tischen zu pausieren'],
    ),
    choice(
      'ORDER_TYPES',
      'MULTISELECT',
      [
        ['DINE_IN', 'Dine in', 'Vor Ort'],
        ['TAKEAWAY', 'Takeaway', 'Zum Mitnehmen'],
      ],
      ['DINE_IN', 'TAKEAWAY'],
      ['Order types', 'What guests may choose at checkout; with one type there is no choice'],
      ['Bestellarten', 'Was Gäste an der Kasse wählen können; bei einer Art gibt es keine Wahl'],
    ),
  ]),
  ...group('PAYMENT', [
    choice(
      'METHODS',
      'MULTISELECT',
      PAYMENT_METHODS.map((key) => [key, ...PAYMENT_METHOD_LABELS[key]] as const),
      ['CASH', 'CREDIT_CARD', 'DEBIT_CARD'],
      ['Payment methods', 'Ways guests can pay'],
      ['Zahlungsarten', 'Wie Gäste bezahlen können'],
    ),
    plain(
      'TIPS_ENABLED',
      'CHECKBOX',
      ON_OFF(true),
      ['Offer tips', 'Suggest a tip when paying'],
      ['Trinkgeld anbieten', 'Beim Bezahlen ein Trinkgeld vorschlagen'],
    ),
    plain(
      'TIP_PERCENTAGES',
      'TEXT',
      '5,10,15',
      ['Tip suggestions (%)', 'The percentages a guest is offered as a tip when paying'],
      [
        'Trinkgeldvorschläge (%)',
        'Die Prozentsätze, die Gästen beim Bezahlen als Trinkgeld angeboten werden',
      ],
    ),
    plain(
      'PRICES_INCLUDE_TAX',
      'CHECKBOX',
      ON_OFF(false),
      ['Prices include tax', 'Off: tax is added to menu prices'],
      ['Preise inklusive Steuer', 'Aus: Die Steuer wird zu den Menüpreisen addiert'],
    ),
  ]),
  ...group('REGIONAL', [
    plain(
      'TIMEZONE',
      'TIMEZONE',
      'Europe/Berlin',
      ['Time zone', 'Time zone of opening hours, availability and reports'],
      ['Zeitzone', 'Zeitzone für Öffnungszeiten, Verfügbarkeit und Berichte'],
    ),
    choice(
      'CURRENCY',
      'SELECT',
      [
        ['USD', 'US Dollar', 'US-Dollar'],
        ['EUR', 'Euro', 'Euro'],
        ['GBP', 'British Pound', 'Britisches Pfund'],
        ['JPY', 'Japanese Yen', 'Japanischer Yen'],
      ],
      ['EUR'],
      ['Currency', 'Currency of all prices'],
      ['Währung', 'Währung aller Preise'],
    ),
    choice(
      'LANGUAGE',
      'SELECT',
      [
        ['en', 'English', 'Englisch'],
        ['de', 'German', 'Deutsch'],
      ],
      ['en'],
      ['Default language', 'Language of the guest screens until a guest picks one'],
      ['Standardsprache', 'Sprache der Gästeansicht, bis ein Gast eine wählt'],
    ),
    choice(
      'TIME_FORMAT',
      'SELECT',
      [
        ['12H', '12-hour', '12 Stunden'],
        ['24H', '24-hour', '24 Stunden'],
      ],
      ['24H'],
      ['Time format', 'How times are shown'],
      ['Zeitformat', 'Wie Uhrzeiten angezeigt werden'],
    ),
    choice(
      'UNITS',
      'SELECT',
      [
        ['IMPERIAL', 'Imperial', 'Imperial'],
        ['METRIC', 'Metric', 'Metrisch'],
      ],
      ['METRIC'],
      ['Units', 'Measurement system for sizes and weights'],
      ['Maßeinheiten', 'Maßsystem für Größen und Gewichte'],
    ),
  ]),
  ...group('SOCIAL_MEDIA', [
    plain(
      'INSTAGRAM_URL',
      'URL',
      'https://instagram.com/cafe.aroma',
      ['Instagram', 'Link to the Instagram profile'],
      ['Instagram', 'Link zum Instagram-Profil'],
    ),
    plain(
      'FACEBOOK_URL',
      'URL',
      '',
      ['Facebook', 'Link to the Facebook page'],
      ['Facebook', 'Link zur Facebook-Seite'],
    ),
    plain(
      'TIKTOK_URL',
      'URL',
      '',
      ['TikTok', 'Link to the TikTok profile'],
      ['TikTok', 'Link zum TikTok-Profil'],
    ),
    plain(
      'SHOW_ON_MENU',
      'CHECKBOX',
      ON_OFF(true),
      ['Show on the menu', 'Show the social links at the bottom of the guest menu'],
      ['Im Menü anzeigen', 'Die Social-Media-Links unten im Gästemenü anzeigen'],
    ),
  ]),
  ...group('TABLES', [
    plain(
      'DEFAULT_CAPACITY',
      'NUMBER',
      '4',
      ['Default seats', 'Seat capacity of a new table'],
      ['Standard-Sitzplätze', 'Sitzplätze eines neuen Tisches'],
    ),
    plain(
      'QR_CODE_SIZE',
      'NUMBER',
      '256',
      ['QR code size (pixels)', 'Size of printed table QR codes'],
      ['QR-Code-Größe (Pixel)', 'Größe der gedruckten Tisch-QR-Codes'],
    ),
    plain(
      'ALLOW_SHARED_CARTS',
      'CHECKBOX',
      ON_OFF(true),
      ['Allow shared carts', 'Guests at a table can fill one cart together'],
      ['Geteilte Warenkörbe erlauben', 'Gäste eines Tisches können gemeinsam einen Warenkorb füllen'],
    ),
    plain(
      'ORDER_POLL_SECONDS',
      'NUMBER',
      '30',
      ['Guest order refresh (seconds)', 'How often a table’s order list refreshes without live updates'],
      [
        'Aktualisierung für Gäste (Sekunden)',
        'Wie oft die Bestellliste eines Tisches ohne Live-Updates neu lädt',
      ],
    ),
  ]),
  ...group('UI_CUSTOMIZATION', [
    choice(
      'DEFAULT_THEME',
      'SELECT',
      [
        ['LIGHT', 'Light', 'Hell'],
        ['DARK', 'Dark', 'Dunkel'],
      ],
      ['LIGHT'],
      ['Default theme', 'Theme used until a visitor picks one'],
      ['Standarddesign', 'Design, bis ein Besucher eines wählt'],
    ),
    choice(
      'MENU_LAYOUT',
      'SELECT',
      [
        ['GRID', 'Grid', 'Raster'],
        ['LIST', 'List', 'Liste'],
      ],
      ['GRID'],
      ['Menu layout', 'How the guest menu arranges its items'],
      ['Menü-Layout', 'Wie das Gästemenü seine Artikel anordnet'],
    ),
    plain(
      'SHOW_ITEM_IMAGES',
      'CHECKBOX',
      ON_OFF(true),
      ['Show item images', 'Show pictures of menu items'],
      ['Artikelbilder anzeigen', 'Bilder der Menüartikel anzeigen'],
    ),
    plain(
      'WELCOME_MESSAGE',
      'TEXTAREA',
      'Welcome to Café Aroma! Order from your table and we will bring it to you.',
      ['Welcome message', 'Text on the guest welcome screen'],
      ['Willkommenstext', 'Text auf der Willkommensseite für Gäste'],
    ),
  ]),
  ...group('USER_PERMISSIONS', [
    choice(
      'DEFAULT_STAFF_ROLE',
      'SELECT',
      [
        ['MANAGER', 'Manager', 'Manager'],
        ['WAITER', 'Waiter', 'Service'],
        ['KITCHEN', 'Kitchen', 'Küche'],
      ],
      ['WAITER'],
      ['Default staff role', 'Role given to a new staff account'],
      ['Standardrolle', 'Rolle eines neuen Mitarbeiterkontos'],
    ),
    plain(
      'WAITER_CAN_CANCEL',
      'CHECKBOX',
      ON_OFF(true),
      ['Waiters may cancel orders', 'Allow waiters to cancel an order'],
      ['Service darf stornieren', 'Dem Service erlauben, Bestellungen zu stornieren'],
    ),
    plain(
      'KITCHEN_CAN_TOGGLE_ITEMS',
      'CHECKBOX',
      ON_OFF(true),
      ['Kitchen may mark items unavailable', 'Allow the kitchen to switch item availability'],
      ['Küche darf Artikel sperren', 'Der Küche erlauben, die Verfügbarkeit von Artikeln zu ändern'],
    ),
    plain(
      'SESSION_TIMEOUT_MINUTES',
      'NUMBER',
      '60',
      ['Idle sign-out (minutes)', 'Sign staff out after this long without activity'],
      ['Automatische Abmeldung (Minuten)', 'Mitarbeiter nach so langer Inaktivität abmelden'],
    ),
  ]),
];

/** Every setting the product knows, in group order. */
export const CONFIG_CATALOGUE: readonly TConfigSetting[] = TYPED_CATALOGUE;

type TTypedEntry = (typeof TYPED_CATALOGUE)[number];
/** Every key of the catalogue ('REGIONAL.TIMEZONE', ...): a misspelt key fails the type check. */
export type TSettingKey = TTypedEntry['key'];
/** The value type of a setting. */
export type TSettingType<K extends TSettingKey> = Extract<TTypedEntry, { key: K }>['type'];
/** The choice keys of a SELECT or MULTISELECT setting ('12H' | '24H'). */
export type TSettingChoice<K extends TSettingKey> =
  Extract<TTypedEntry, { key: K }> extends { readonly choiceKeys?: readonly (infer C)[] } ? C : never;

export const CONFIG_GROUP_TRANSLATIONS: Record<TConfigGroup, Record<TConfigLocale, TConfigText>> = {
  ADMIN_INTERFACE: {
    en: { name: 'Admin Interface', description: 'Layout and behaviour of the admin area' },
    de: { name: 'Verwaltungsoberfläche', description: 'Aufbau und Verhalten des Verwaltungsbereichs' },
  },
  ANALYTICS: {
    en: { name: 'Analytics', description: 'Reports and dashboard figures' },
    de: { name: 'Auswertungen', description: 'Berichte und Kennzahlen des Dashboards' },
  },
  BRANDING: {
    en: { name: 'Branding', description: 'Name, logo and colours guests see' },
    de: { name: 'Markenauftritt', description: 'Name, Logo und Farben, die Gäste sehen' },
  },
  CONTACT: {
    en: { name: 'Contact', description: 'How guests reach the restaurant' },
    de: { name: 'Kontakt', description: 'Wie Gäste das Restaurant erreichen' },
  },
  KITCHEN_OPERATIONS: {
    en: { name: 'Kitchen Operations', description: 'Preparation times, tickets and printing' },
    de: { name: 'Küchenbetrieb', description: 'Zubereitungszeiten, Bons und Druck' },
  },
  MENU: {
    en: { name: 'Menu', description: 'Defaults for the menu and what guests see of it' },
    de: { name: 'Menü', description: 'Vorgaben für das Menü und was Gäste davon sehen' },
  },
  NOTIFICATIONS: {
    en: { name: 'Notifications', description: 'Alerts for staff' },
    de: { name: 'Benachrichtigungen', description: 'Hinweise für das Personal' },
  },
  OPERATIONS: {
    en: { name: 'Operations', description: 'Opening hours and day-to-day running' },
    de: { name: 'Betrieb', description: 'Öffnungszeiten und täglicher Ablauf' },
  },
  PAYMENT: {
    en: { name: 'Payment', description: 'Payment methods, tips and tax display' },
    de: { name: 'Zahlung', description: 'Zahlungsarten, Trinkgeld und Steuerausweis' },
  },
  REGIONAL: {
    en: { name: 'Regional', description: 'Time zone, currency, language and formats' },
    de: { name: 'Regionales', description: 'Zeitzone, Währung, Sprache und Formate' },
  },
  SOCIAL_MEDIA: {
    en: { name: 'Social Media', description: 'Links to the restaurant’s profiles' },
    de: { name: 'Soziale Medien', description: 'Links zu den Profilen des Restaurants' },
  },
  TABLES: {
    en: { name: 'Tables', description: 'Tables, QR codes and shared carts' },
    de: { name: 'Tische', description: 'Tische, QR-Codes und geteilte Warenkörbe' },
  },
  UI_CUSTOMIZATION: {
    en: { name: 'UI Customization', description: 'Look of the guest screens' },
    de: { name: 'Oberflächenanpassung', description: 'Aussehen der Gästeansicht' },
  },
  USER_PERMISSIONS: {
    en: { name: 'User Permissions', description: 'What staff roles may do' },
    de: { name: 'Benutzerrechte', description: 'Was Mitarbeiterrollen dürfen' },
  },
};

/** The catalogue entry of a key, or undefined for a key the product does not know. */
export function findConfigSetting(key: string): TConfigSetting | undefined {
  return CONFIG_CATALOGUE.find((setting) => setting.key === key);
}
