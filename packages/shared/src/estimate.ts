import type { LeadDetails, ProjectType } from './lead.js';
import type { Duration, Price, Pricing } from './pricing.js';

const list = (details: LeadDetails, field: string): string[] => {
  const value = details[field];
  return Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
};
const one = (details: LeadDetails, field: string): string | undefined => list(details, field)[0];

/** Always a "from" price: the studio's final quote follows. */
export function estimateQuote(
  prices: Pricing['services'],
  type: ProjectType,
  details: LeadDetails,
): { price: Price; term: Duration } {
  const pricing = prices[type];
  const term = pricing.term;
  const tier = (index: 0 | 1 | 2): Price => ({ ...pricing.tiers[index].price, from: true });
  switch (type) {
    case 'web-personal': {
      const sections = one(details, 'sections_count');
      const index = sections === '6+' ? 2 : sections === '4-5' ? 1 : 0;
      const base = tier(index);
      // A personal blog adds the blog module to the smallest package.
      const blog = one(details, 'web_purpose') === 'blog-personal' && index === 0;
      const blogPrice = pricing.extras.blogMin as Price;
      return { price: blog ? { ...base, amount: base.amount + blogPrice.amount } : base, term };
    }
    case 'web-empresarial': {
      const pages = one(details, 'pages_count');
      const index = pages === '12-20' || pages === 'mas-20' ? 2 : pages === '8-12' ? 1 : 0;
      return { price: tier(index), term };
    }
    case 'tienda-online': {
      const products = one(details, 'products_count');
      let index: 0 | 1 | 2 = products === '200-500' || products === 'mas-500' ? 2 : 0;
      // The basic package: up to 50 products and one payment gateway.
      if (index === 0 && (products === '50-200' || list(details, 'payment_gateways').length > 1)) {
        index = 1;
      }
      return { price: tier(index), term };
    }
    case 'aplicacion-saas': {
      const users = one(details, 'expected_users');
      const index = users === 'mas-10000' ? 2 : users === '1000-10000' ? 1 : 0;
      return { price: tier(index), term };
    }
    case 'ciberseguridad': {
      const services = list(details, 'security_services');
      if (services.includes('monitorizacion')) return { price: tier(2), term };
      const auditOnly = services.length === 0 || services.every((item) => item === 'auditoria');
      return { price: tier(auditOnly ? 0 : 1), term };
    }
    case 'aplicacion-movil': {
      const platforms = list(details, 'mobile_platforms');
      const both =
        platforms.includes('ambas') || (platforms.includes('ios') && platforms.includes('android'));
      return { price: both ? tier(1) : pricing.from, term };
    }
  }
}
