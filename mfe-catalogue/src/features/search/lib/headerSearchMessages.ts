/**
 * The header search's messages: the search loads on every signed-in page of customers, so it brings these
 * five, not the remote's whole message files (3.7 KB gzip a locale). The same keys and texts are in
 * src/i18n/*.json, the source of the translations; headerSearchMessages.test.ts fails when the two differ.
 */
export const headerSearchMessages = {
  en: {
    'catalogue.headerSearch.label': 'Search products',
    'catalogue.headerSearch.placeholder': 'Search products…',
    'catalogue.headerSearch.searching': 'Searching…',
    'catalogue.headerSearch.error': 'The products could not be loaded.',
    'catalogue.search.noResults': 'No results found',
  },
  nl: {
    'catalogue.headerSearch.label': 'Producten zoeken',
    'catalogue.headerSearch.placeholder': 'Producten zoeken…',
    'catalogue.headerSearch.searching': 'Zoeken…',
    'catalogue.headerSearch.error': 'De producten konden niet geladen worden.',
    'catalogue.search.noResults': 'Geen resultaten gevonden',
  },
  fr: {
    'catalogue.headerSearch.label': 'Rechercher des produits',
    'catalogue.headerSearch.placeholder': 'Rechercher des produits…',
    'catalogue.headerSearch.searching': 'Recherche…',
    'catalogue.headerSearch.error': "Les produits n'ont pas pu être chargés.",
    'catalogue.search.noResults': 'Aucun résultat trouvé',
  },
};
