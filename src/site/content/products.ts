/**
 * The six products of the showcase. Names are kept as the old site wrote them, including
 * 'Stabilizater'; descriptions are translated under `home:products.items.<id>`.
 * Images carry no random cache-busting query (unlike the old site): a fixed address lets browsers
 * and phones keep them in cache.
 */
export interface Product {
  id: 'transformer' | 'switchgear' | 'cables' | 'stabilizer' | 'appliance' | 'highVoltage';
  name: string;
  image: string;
}

export const PRODUCTS: readonly Product[] = [
  { id: 'transformer', name: 'Transformer', image: '/site/products/transformer.webp' },
  { id: 'switchgear', name: 'Switchgear', image: '/site/products/switchgear.webp' },
  { id: 'cables', name: 'Cables', image: '/site/products/cables.webp' },
  { id: 'stabilizer', name: 'Stabilizater', image: '/site/products/stabilizer.webp' },
  { id: 'appliance', name: 'Appliance', image: '/site/products/appliance.webp' },
  { id: 'highVoltage', name: 'High voltage', image: '/site/products/high-voltage.webp' },
];
