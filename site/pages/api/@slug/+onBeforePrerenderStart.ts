import { apiOrder } from '../../../components/api/apiSidebar.ts';

export const onBeforePrerenderStart = () => apiOrder.map((item) => `/api/${item.slug}`);
