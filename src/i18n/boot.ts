// The texts available before the signed-in app installs the rest: here every text. The production build
// replaces this module by the first screen's texts only (scripts/vite-i18n-boot.mjs); the full dictionary then
// comes with the signed-in app (`./complete`, imported first by src/app/routed-app.tsx).
export { en as bootMessages } from './en';
