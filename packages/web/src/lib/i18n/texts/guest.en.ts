// The blocks of en.json the guest screens after the menu read (checkout, orders): they load with
// those screens' chunk, so a guest's first screen (QR landing, menu) carries none of them. The
// query gives the file another module id, so the blocks land in a chunk of their own.
import { guest } from '../../../locales/en.json?guest&lang.json';

export default { guest };
