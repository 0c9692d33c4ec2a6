import type { TSampleCustomer, TSampleTable, TSampleTag } from './sample-types.ts';

/** The sample cafe of spec section 9 (both documents): one branch with its tables, tags and guests. */
export const SAMPLE_BRANCH = { name: 'Café Aroma – Main Street', address: '12 Main Street, 10115 Berlin' };

/** spec customer 9: 12 tags across the five tag types; icon names are lucide's. */
export const SAMPLE_TAGS: readonly TSampleTag[] = [
  { name: 'Vegan', tagType: 'DIETARY', color: '#16a34a', iconName: 'leaf', featured: false },
  { name: 'Vegetarian', tagType: 'DIETARY', color: '#65a30d', iconName: 'salad', featured: false },
  { name: 'Gluten-Free', tagType: 'DIETARY', color: '#ca8a04', iconName: 'wheat-off', featured: false },
  {
    name: 'Contains Nuts',
    tagType: 'ALLERGEN',
    color: '#b45309',
    iconName: 'nut',
    featured: false,
    warningMessage: 'Contains nuts. Please tell our staff about any allergies.',
  },
  {
    name: 'Contains Dairy',
    tagType: 'ALLERGEN',
    color: '#2563eb',
    iconName: 'milk',
    featured: false,
    warningMessage: 'Contains milk or milk products.',
  },
  {
    name: 'Contains Gluten',
    tagType: 'ALLERGEN',
    color: '#a16207',
    iconName: 'wheat',
    featured: false,
    warningMessage: 'Contains gluten (wheat, barley or rye).',
  },
  { name: 'Mild', tagType: 'SPICINESS', color: '#f97316', iconName: 'flame', featured: false },
  { name: 'Spicy', tagType: 'SPICINESS', color: '#dc2626', iconName: 'flame', featured: false },
  { name: 'Bestseller', tagType: 'BADGE', color: '#d97706', iconName: 'award', featured: true },
  { name: 'New', tagType: 'BADGE', color: '#7c3aed', iconName: 'sparkles', featured: false },
  { name: "Chef's Choice", tagType: 'BADGE', color: '#4a2c2a', iconName: 'chef-hat', featured: true },
  { name: 'Seasonal', tagType: 'OTHER', color: '#0d9488', iconName: 'calendar-heart', featured: false },
];

/** Seats follow a floor of twos, fours and sixes, with two large tables for groups. */
const SEATS = [2, 4, 4, 2, 6, 4] as const;
const LARGE_TABLES = new Set([12, 18]);
/** A couple of inactive tables and one archived one, so the chooser's badges can be seen. */
const INACTIVE_TABLES = new Set([22, 23]);
const ARCHIVED_TABLE = 24;

/** The room: six tables to a row, four rows, so the floor plan opens with every table placed. */
const TABLES_PER_ROW = 6;

export const SAMPLE_TABLES: readonly TSampleTable[] = Array.from({ length: 24 }, (_, index) => {
  const number = index + 1;
  const seatCapacity = LARGE_TABLES.has(number) ? 8 : SEATS[index % SEATS.length]!;
  const archived = number === ARCHIVED_TABLE;
  return {
    name: `Table ${number}`,
    seatCapacity,
    active: !INACTIVE_TABLES.has(number) && !archived,
    archived,
    floor: archived
      ? null
      : {
          x: 10 + (index % TABLES_PER_ROW) * 16,
          y: 14 + Math.floor(index / TABLES_PER_ROW) * 24,
          shape: seatCapacity <= 2 ? 'round' : seatCapacity <= 4 ? 'square' : 'rectangle',
        },
  };
});

export const SAMPLE_CUSTOMERS: readonly TSampleCustomer[] = [
  {
    key: 'emma',
    name: 'Emma Schneider',
    email: 'emma.schneider@example.com',
    phone: '+49 151 2345678',
    isGuest: false,
  },
  { key: 'lukas', name: 'Lukas Weber', email: 'lukas.weber@example.com', phone: null, isGuest: false },
  {
    key: 'sophie',
    name: 'Sophie Müller',
    email: 'sophie.mueller@example.com',
    phone: '+49 160 9876543',
    isGuest: false,
  },
  { key: 'noah', name: 'Noah Fischer', email: null, phone: '+49 171 5550101', isGuest: false },
  { key: 'mia', name: 'Mia Wagner', email: 'mia.wagner@example.com', phone: null, isGuest: false },
  {
    key: 'ben',
    name: 'Ben Becker',
    email: 'ben.becker@example.com',
    phone: '+49 176 4443322',
    isGuest: false,
  },
  { key: 'guest-1', name: 'Guest', email: null, phone: null, isGuest: true },
  { key: 'guest-2', name: 'Guest', email: null, phone: null, isGuest: true },
  { key: 'guest-3', name: 'Anna (guest)', email: null, phone: null, isGuest: true },
];
