/** Translations of staff-written content in the back office (decision 0076). */
export { createTranslationsModule } from "./module.ts";
