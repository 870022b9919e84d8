// The public site loads only its own texts (the `site` namespace). A part built from console pieces
// (the partnership form, the visitor chat drawer) brings the console's texts along with its code.
import { addNamespaces } from './i18n';

export async function withConsoleTexts<T>(code: Promise<T>): Promise<T> {
  const [module] = await Promise.all([code, addNamespaces()]);
  return module;
}
