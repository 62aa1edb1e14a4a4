import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CategoryIcon from '@mui/icons-material/Category';
import SellIcon from '@mui/icons-material/Sell';
import { Box } from '@mui/material';
import { Button, CreateButton, DataTable, type Identifier, List, TopToolbar, useStore } from 'react-admin';
import { Link } from 'react-router-dom';
import { IVA_LABELS } from '@bo/fiscal';
import { ListEmpty } from '../common/ListEmpty';
import { joined, PhoneList, type PhoneRow, useIsPhone } from '../common/PhoneList';
import { useCan } from '../access/useCan';
import { useApi } from '../data/useApi';
import { CodeWithPhoto, DepositChips, Gain, PriceInBs, Usd } from './ProductColumns';
import { FilterToggle, productFilters } from './ProductFilters';
import { ProductImport } from './ProductImport';
import { detailPath } from '../common/detailRoutes';
import { ProductExport } from '../reports/ListExports';
import type { Product } from './types';
import { ListPagination } from '../common/ListPagination';
import { ListError } from '../common/ListError';
import { unbroken } from '../common/cellWrap';

/** On phones: the name and its price, then code, brand and category. */
const phoneRow: PhoneRow<Product> = {
  primary: (product) => product.name,
  tertiary: (product) => <Usd value={product.price} />,
  secondary: (product) => joined(product.code, product.brand?.name, product.product_category?.name),
};

const ListActions = ({
  canWrite,
  filtersOpen,
  onToggle,
}: {
  canWrite: boolean;
  filtersOpen: boolean;
  onToggle: () => void;
}) => (
  <TopToolbar sx={{ flexWrap: 'wrap' }}>
    <Button component={Link} label="bo.products.back" to="/">
      <ArrowBackIcon />
    </Button>
    <FilterToggle open={filtersOpen} onToggle={onToggle} />
    <Button component={Link} label="bo.products.categories" to="/product-categories">
      <CategoryIcon />
    </Button>
    <Button component={Link} label="bo.products.brands" to="/brands">
      <SellIcon />
    </Button>
    <ProductExport />
    {canWrite ? <CreateButton label="bo.products.create" /> : null}
  </TopToolbar>
);

/**
 * /products: the search toggle with the spec's filters (300 ms), code with photo, name,
 * category, brand, quantities per deposit, cost, price, price in Bs (current rate) and gain;
 * rows open /products/{id}; 'Exportar' (Excel, a report job); the import form below for the roles that keep products. On phones,
 * one SimpleList row per product.
 */
export const ProductList = () => {
  const canWrite = useCan('products', 'write');
  const [filtersOpen, setFiltersOpen] = useStore('products.list.filtersOpen', false);
  const { data: rate } = useApi((dataProvider) => dataProvider.getCurrentRate(), [], ['taxes']);
  const isPhone = useIsPhone();
  const rowClick = (id: Identifier) => detailPath('products', id);
  const empty = <ListEmpty message="bo.products.empty" createLabel={canWrite ? 'bo.products.create' : undefined} />;
  return (
    <Box>
      <List<Product>
        error={<ListError />}
        title="bo.products.title"
        filters={filtersOpen ? productFilters : undefined}
        debounce={300}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        actions={
          <ListActions canWrite={canWrite} filtersOpen={filtersOpen} onToggle={() => setFiltersOpen(!filtersOpen)} />
        }
        empty={false}
        pagination={<ListPagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      >
        {isPhone ? (
          <PhoneList<Product> row={phoneRow} rowClick={rowClick} empty={empty} />
        ) : (
          <DataTable<Product>
            rowClick={rowClick}
            bulkActionButtons={false}
            empty={empty}
            sx={{ '& .bo-nowrap': { whiteSpace: 'nowrap' } }}
          >
            <DataTable.Col<Product> source="code" render={(product) => <CodeWithPhoto product={product} />} />
            <DataTable.Col<Product> source="name" />
            <DataTable.Col<Product>
              source="product_category"
              disableSort
              render={(product) => product.product_category?.name ?? ''}
            />
            <DataTable.Col<Product> source="brand" disableSort render={(product) => product.brand?.name ?? ''} />
            <DataTable.Col<Product>
              source="product_deposits"
              disableSort
              render={(product) => <DepositChips product={product} />}
            />
            <DataTable.Col<Product> source="iva" render={(product) => IVA_LABELS[product.iva] ?? product.iva} />
            <DataTable.Col<Product> source="cost" align="right" render={(product) => <Usd value={product.cost} />} />
            <DataTable.Col<Product> source="price" align="right" render={(product) => <Usd value={product.price} />} />
            <DataTable.Col<Product>
              source="price_bs"
              align="right"
              disableSort
              // 'Precio Bs' and 'Bs 1.234,56' each on one line (issue 31).
              headerClassName="bo-nowrap"
              cellSx={unbroken}
              render={(product) => <PriceInBs product={product} rate={rate?.change} />}
            />
            <DataTable.Col<Product>
              source="gain"
              align="right"
              disableSort
              render={(product) => <Gain product={product} />}
            />
          </DataTable>
        )}
      </List>
      {canWrite ? <ProductImport /> : null}
    </Box>
  );
};
