import { encodeSelectValue } from './config-catalogue.ts';

/**
 * Named starting points for the configuration (issue 10): each fills a coherent set of settings
 * for one kind of place. The configuration screens preview a template as an import
 * (POST /config/import/preview) and apply it the same way, so a template is nothing but a
 * configuration file that ships with the product.
 */
export type TConfigTemplate = {
  id: string;
  name: { en: string; de: string };
  description: { en: string; de: string };
  settings: Readonly<Record<string, string>>;
};

const ORDER_TYPES = ['DINE_IN', 'TAKEAWAY'];

export const CONFIG_TEMPLATES: readonly TConfigTemplate[] = [
  {
    id: 'cafe-counter',
    name: { en: 'Café with counter pick-up', de: 'Café mit Abholung an der Theke' },
    description: {
      en: 'Quick drinks and snacks, takeaway offered, short preparation times, no service charge.',
      de: 'Schnelle Getränke und Snacks, auch zum Mitnehmen, kurze Zubereitungszeiten, keine Servicegebühr.',
    },
    settings: {
      'OPERATIONS.ORDER_TYPES': encodeSelectValue(ORDER_TYPES, ['DINE_IN', 'TAKEAWAY']),
      'OPERATIONS.SERVICE_CHARGE_PERCENT': '0',
      'OPERATIONS.OPERATING_HOURS':
        'MON:07:00-18:00|TUE:07:00-18:00|WED:07:00-18:00|THU:07:00-18:00|FRI:07:00-18:00|SAT:08:00-18:00|SUN:08:00-16:00',
      'KITCHEN_OPERATIONS.DEFAULT_PREP_TIME': '5',
      'KITCHEN_OPERATIONS.LATE_ORDER_MINUTES': '15',
      'MENU.PREPARATION_LABEL': '5-10 min',
      'MENU.SHOW_PREPARATION_TIME': 'true',
      'TABLES.ALLOW_SHARED_CARTS': 'false',
      'UI_CUSTOMIZATION.MENU_LAYOUT': encodeSelectValue(['GRID', 'LIST'], ['GRID']),
    },
  },
  {
    id: 'restaurant-table-service',
    name: { en: 'Restaurant with table service', de: 'Restaurant mit Tischservice' },
    description: {
      en: 'Dine-in only, shared carts at the table, a 10 % service charge and evening hours.',
      de: 'Nur vor Ort, gemeinsame Warenkörbe am Tisch, 10 % Servicegebühr und Abendöffnung.',
    },
    settings: {
      'OPERATIONS.ORDER_TYPES': encodeSelectValue(ORDER_TYPES, ['DINE_IN']),
      'OPERATIONS.SERVICE_CHARGE_PERCENT': '10',
      'OPERATIONS.OPERATING_HOURS':
        'MON:CLOSED|TUE:11:30-14:30,17:30-22:30|WED:11:30-14:30,17:30-22:30|THU:11:30-14:30,17:30-22:30|FRI:11:30-14:30,17:30-23:30|SAT:17:30-23:30|SUN:11:30-21:00',
      'KITCHEN_OPERATIONS.DEFAULT_PREP_TIME': '25',
      'KITCHEN_OPERATIONS.LATE_ORDER_MINUTES': '40',
      'MENU.PREPARATION_LABEL': '20-30 min',
      'MENU.SHOW_PREPARATION_TIME': 'true',
      'TABLES.ALLOW_SHARED_CARTS': 'true',
      'UI_CUSTOMIZATION.MENU_LAYOUT': encodeSelectValue(['GRID', 'LIST'], ['LIST']),
    },
  },
  {
    id: 'bar',
    name: { en: 'Bar', de: 'Bar' },
    description: {
      en: 'Late hours past midnight, drinks first, shared carts and a dark guest theme.',
      de: 'Öffnung bis nach Mitternacht, Getränke zuerst, gemeinsame Warenkörbe und dunkles Design.',
    },
    settings: {
      'OPERATIONS.ORDER_TYPES': encodeSelectValue(ORDER_TYPES, ['DINE_IN']),
      'OPERATIONS.SERVICE_CHARGE_PERCENT': '0',
      'OPERATIONS.OPERATING_HOURS':
        'MON:CLOSED|TUE:18:00-01:00|WED:18:00-01:00|THU:18:00-02:00|FRI:18:00-03:00|SAT:18:00-03:00|SUN:CLOSED',
      'KITCHEN_OPERATIONS.DEFAULT_PREP_TIME': '5',
      'KITCHEN_OPERATIONS.LATE_ORDER_MINUTES': '15',
      'MENU.PREPARATION_LABEL': '5 min',
      'TABLES.ALLOW_SHARED_CARTS': 'true',
      'UI_CUSTOMIZATION.DEFAULT_THEME': encodeSelectValue(['LIGHT', 'DARK'], ['DARK']),
      'UI_CUSTOMIZATION.MENU_LAYOUT': encodeSelectValue(['GRID', 'LIST'], ['LIST']),
    },
  },
];

export function findConfigTemplate(id: string): TConfigTemplate | undefined {
  return CONFIG_TEMPLATES.find((template) => template.id === id);
}
