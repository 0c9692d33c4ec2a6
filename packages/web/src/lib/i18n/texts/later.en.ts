// The blocks of en.json no first screen reads (sign-in, admin area, demo mode). The query gives the
// file a second module id, so these blocks land in a chunk of their own (later-texts.d.ts).
import { admin, auth, demo, validation } from '../../../locales/en.json?later&lang.json';

export default { admin, auth, demo, validation };
