/** The search results page's texts (loaded after the first draw, with the other screens'). */
export const searchResultsEn = {
  searchResults: {
    resultsFor: '“{{search}}” by {{field}}',
    nothingToSearch: 'Type a text in the search bar at the top and press Enter',
    noneAs: 'Nothing found for “{{search}}” by {{field}}. Search it by:',
    ordersOfCustomer: 'Orders',
    ordersOfCustomerHint: "This customer's orders",
    ordersWithSku: 'Orders with this SKU',
    oneCustomer: 'One customer of the results',
    allCustomers: 'All matching customers',
  },
};
