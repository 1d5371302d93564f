// Every text, installed when this module is evaluated. src/app/routed-app.tsx imports it before anything else,
// so the signed-in app's modules (some call t() while they are imported: the catalogue, the routes, the
// navigation) find every text; in the built app the entry itself carries only the first screen's texts.
import { en } from './en';
import { installMessages } from './index';

installMessages(en);
