/** The demo accounts the seed creates (password shared by all). */
export const DEMO_PASSWORD = 'Steelyard-Demo-2026!';

export const demoUsers = {
  manager: 'manager@demo-steel.example',
  buyer: 'buyer@demo-steel.example',
  seller: 'seller@demo-steel.example',
  rheinManager: 'manager@rhein-stahl.example',
  rheinBuyer: 'buyer@rhein-stahl.example',
  rheinSeller: 'seller@rhein-stahl.example',
} as const;
