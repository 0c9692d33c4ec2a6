// German counterpart of later.en.ts (same blocks).
import { admin, auth, demo } from '../../../locales/de.json?later&lang.json';

export default { admin, auth, demo };
