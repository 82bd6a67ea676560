import type { Shape } from '../../shape';
import type { searchResultsEn } from '../en/search-results';

/** The search results page's texts (loaded after the first draw, with the other screens'). */
export const searchResultsZh: Shape<typeof searchResultsEn> = {
  searchResults: {
    resultsFor: '按{{field}}搜索“{{search}}”',
    nothingToSearch: '请在顶部搜索栏输入内容并按回车',
    noneAs: '按{{field}}没有找到“{{search}}”。改按以下字段搜索：',
    ordersOfCustomer: '订单',
    ordersOfCustomerHint: '该客户的订单',
    ordersWithSku: '含此 SKU 的订单',
    oneCustomer: '结果中的一位客户',
    allCustomers: '全部匹配的客户',
  },
};
