import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, useListContext } from 'react-admin';

/**
 * The spec's toggleable search (expenses, purchases): shows the list's `q` filter (a search box
 * that is not always on), and hides it again, clearing the search. `show` and `hide` are the
 * button's i18n keys.
 */
export const SearchToggleButton = ({ show, hide }: { show: string; hide: string }) => {
  const { displayedFilters, showFilter, hideFilter } = useListContext();
  const shown = !!displayedFilters?.q;
  return (
    <Button label={shown ? hide : show} onClick={() => (shown ? hideFilter('q') : showFilter('q', ''))}>
      {shown ? <SearchOffIcon /> : <SearchIcon />}
    </Button>
  );
};
