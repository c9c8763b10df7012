/** A valid quote request for an online shop, as the quote form sends it (every field filled). */
export const SHOP_QUOTE = {
  project_type: 'tienda-online',
  product_type: 'fisicos',
  products_count: '50-200',
  payment_gateways: ['stripe', 'bizum'],
  budget_range: '5k-15k',
  name: 'Ana Puig',
  email: 'ana@example.com',
  phone: '+34 600 000 000',
  company: 'Puig SL',
  message: 'Vendemos cerámica',
  consent: true,
  hp: '',
};
