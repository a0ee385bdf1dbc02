// CatalogStore: work in progress.
