import { Navigate, useParams } from 'react-router';
import { ORDERS_PATH } from '../model/order-filter';

/** /orders/cart/:cartRefNo/details (the parent of an order's page in a cart order) is the cart order. */
function CartOrderDetailsRedirect() {
  const { cartRefNo = '' } = useParams();
  return <Navigate to={`${ORDERS_PATH}/cart/${encodeURIComponent(cartRefNo)}`} replace />;
}

export { CartOrderDetailsRedirect as Component };
