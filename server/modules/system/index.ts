/** The system module's public entry (issue 14 §4): what other modules may import from it. */

export { brandDomainsRoutes } from './brand-domains';
export { createBrandEditor } from './brand-editor';
export { brandAssetRoutes, brandEditorRoutes } from './brand-editor-routes';
export {
  createModuleSwitches,
  featureUnavailable,
  type ModuleSwitches,
  moduleSwitchPlugin,
} from './module-switches';
export { readBrand } from './service';
export { createSiteAdmin, type SiteAdmin } from './site-admin';
export { siteAdminRoutes } from './site-routes';
