// German counterpart of later.en.ts (same blocks).
import { admin, auth, demo, validation } from '../../../locales/de.json?later&lang.json';

export default { admin, auth, demo, validation };
