// German counterpart of guest.en.ts (same blocks).
import { guest } from '../../../locales/de.json?guest&lang.json';

export default { guest };
