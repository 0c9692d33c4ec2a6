// The blocks of en.json the first screens read, as Vite's JSON named exports: the bundler keeps
// only these blocks in the main chunk (decision 0007). Every other block loads with later.en.ts.
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
} from '../../../locales/en.json';

export const englishFirstScreens = {
  app,
  common,
  consent,
  customer,
  errors,
  languages,
  notFound,
  settings,
  ui,
};
