import type { TAvailability, TSampleCustomization } from './sample-types.ts';

/** spec customer 9: size Small 0, Medium 0.5, Large 1, Extra Large 1.5 (sort 1, chosen on cards). */
export const SIZE: TSampleCustomization = {
  name: 'Size',
  type: 'SELECT',
  uiType: 'CARDS',
  required: true,
  sortOrder: 1,
  options: [
    { name: 'Small', valueAdded: 0 },
    { name: 'Medium', valueAdded: 50, isDefault: true },
    { name: 'Large', valueAdded: 100 },
    { name: 'Extra Large', valueAdded: 150 },
  ],
};

/** spec customer 9: milk Oat 0.75, Almond 0.5 (sort 2). */
export const MILK: TSampleCustomization = {
  name: 'Milk Type',
  type: 'SELECT',
  uiType: 'DROPDOWN',
  required: false,
  sortOrder: 2,
  options: [
    { name: 'Whole Milk', valueAdded: 0, isDefault: true },
    { name: 'Oat Milk', valueAdded: 75 },
    { name: 'Almond Milk', valueAdded: 50 },
    { name: 'Lactose-free Milk', valueAdded: 50 },
    { name: 'No Milk', valueAdded: 0 },
  ],
};

/** spec customer 9: sugar options 0 (sort 3). */
export const SUGAR: TSampleCustomization = {
  name: 'Sugar Level',
  type: 'SELECT',
  uiType: 'DROPDOWN',
  required: false,
  sortOrder: 3,
  options: [
    { name: 'No Sugar', valueAdded: 0 },
    { name: 'Less Sugar', valueAdded: 0 },
    { name: 'Regular', valueAdded: 0, isDefault: true },
    { name: 'Extra Sugar', valueAdded: 0 },
  ],
};

export const COFFEE_EXTRAS: TSampleCustomization = {
  name: 'Extras',
  description: 'Make it your own',
  type: 'MULTISELECT',
  uiType: 'CARDS',
  required: false,
  sortOrder: 4,
  options: [
    { name: 'Extra Shot', valueAdded: 80 },
    { name: 'Whipped Cream', valueAdded: 50 },
    { name: 'Vanilla Syrup', valueAdded: 60 },
    { name: 'Caramel Syrup', valueAdded: 60 },
  ],
};

export const SERVE_WARM: TSampleCustomization = {
  name: 'Serve Warm',
  type: 'CHECKBOX',
  uiType: 'DROPDOWN',
  required: false,
  sortOrder: 1,
  options: [{ name: 'Warmed up', valueAdded: 0 }],
};

export const ICE_CREAM: TSampleCustomization = {
  name: 'Add-on',
  type: 'CHECKBOX',
  uiType: 'DROPDOWN',
  required: false,
  sortOrder: 1,
  options: [
    { name: 'Scoop of Vanilla Ice Cream', valueAdded: 150 },
    { name: 'Whipped Cream', valueAdded: 50 },
  ],
};

export const BREAD: TSampleCustomization = {
  name: 'Bread',
  type: 'SELECT',
  uiType: 'DROPDOWN',
  required: true,
  sortOrder: 1,
  options: [
    { name: 'Sourdough', valueAdded: 0, isDefault: true },
    { name: 'Whole Grain', valueAdded: 0 },
    { name: 'Gluten-free Bread', valueAdded: 100 },
  ],
};

export const PROTEIN: TSampleCustomization = {
  name: 'Add Protein',
  type: 'SELECT',
  uiType: 'CARDS',
  required: false,
  sortOrder: 1,
  options: [
    { name: 'None', valueAdded: 0, isDefault: true },
    { name: 'Grilled Chicken', valueAdded: 300 },
    { name: 'Halloumi', valueAdded: 250 },
    { name: 'Marinated Tofu', valueAdded: 200 },
  ],
};

/** A percent surcharge: a large portion costs 30 % more than the base price. */
export const PORTION: TSampleCustomization = {
  name: 'Portion',
  type: 'SELECT',
  uiType: 'CARDS',
  required: true,
  sortOrder: 2,
  options: [
    { name: 'Regular', valueAdded: 0, isDefault: true },
    { name: 'Large', valueAdded: 3000, percent: true, description: '30 % more' },
  ],
};

export const SPICE_LEVEL: TSampleCustomization = {
  name: 'Spice Level',
  type: 'SELECT',
  uiType: 'CARDS',
  required: true,
  sortOrder: 3,
  options: [
    { name: 'Mild', valueAdded: 0 },
    { name: 'Medium', valueAdded: 0, isDefault: true },
    { name: 'Hot', valueAdded: 0 },
  ],
};

export const EGG_TOPPING: TSampleCustomization = {
  name: 'Topping',
  type: 'SELECT',
  uiType: 'CARDS',
  required: true,
  sortOrder: 1,
  options: [
    { name: 'Ham', valueAdded: 0, isDefault: true },
    { name: 'Smoked Salmon', valueAdded: 150 },
    { name: 'Spinach', valueAdded: 0 },
  ],
};

export const KITCHEN_NOTE: TSampleCustomization = {
  name: 'Egg Preference',
  description: 'Tell the kitchen how you like your eggs',
  type: 'TEXT',
  uiType: 'DROPDOWN',
  required: false,
  sortOrder: 2,
  options: [],
};

export const COFFEE_CUSTOMIZATIONS = [SIZE, MILK, SUGAR] as const;
export const BLACK_TEA_CUSTOMIZATIONS = [SIZE, MILK, SUGAR] as const;
export const PLAIN_TEA_CUSTOMIZATIONS = [SIZE, SUGAR] as const;

function everyDay(value: TAvailability['monday']): TAvailability {
  return {
    monday: value,
    tuesday: value,
    wednesday: value,
    thursday: value,
    friday: value,
    saturday: value,
    sunday: value,
  };
}

/** Breakfast: weekdays 07:00-11:30, a longer brunch at the weekend. */
export const BREAKFAST_HOURS: TAvailability = {
  ...everyDay([{ from: '07:00', to: '11:30' }]),
  saturday: [{ from: '08:00', to: '13:00' }],
  sunday: [{ from: '08:00', to: '14:00' }],
};

export const LUNCH_AND_DINNER_HOURS: TAvailability = everyDay([{ from: '11:00', to: '21:00' }]);

/** Salads are not served on Mondays (the market delivers on Tuesdays). */
export const SALAD_HOURS: TAvailability = { ...LUNCH_AND_DINNER_HOURS, monday: null };

export const ALL_DAY: TAvailability = everyDay('allDay');
