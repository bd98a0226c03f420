import { paths, type PathName } from '../paths/paths';

/**
 * A sample address of a route below the locale ('/customer/shop/product/7'): required params are 7,
 * optional ones filled too ('/contact/x-brand'), so a test reaches every pattern a remote owns.
 */
export function samplePath(name: PathName): string {
  return `/${paths[name].pattern}`.replace(/:(\w+)\?/g, 'x-$1').replace(/:(\w+)/g, '7');
}
