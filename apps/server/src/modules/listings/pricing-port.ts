/*
 * How a listing is priced and weighed for a viewer (decision 179): carts, negotiations, alerts, the
 * search and the checkout show a listing's figures exactly as the listing replies do.
 */
export { pricingAt, weightOf, type PriceView } from './replies';
