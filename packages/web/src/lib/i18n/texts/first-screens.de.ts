// German counterpart of first-screens.en.ts (same blocks); loads when German is chosen.
import {
  app,
  common,
  consent,
  customer,
  errors,
  languages,
  notFound,
  settings,
  ui,
} from '../../../locales/de.json';

export default { app, common, consent, customer, errors, languages, notFound, settings, ui };
