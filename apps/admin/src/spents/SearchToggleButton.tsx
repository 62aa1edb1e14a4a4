import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, useListContext } from 'react-admin';

/**
 * The spec's toggleable search: shows the list's `q` filter (a search box that is not always on),
 * and hides it again, clearing the search.
 */
export const SearchToggleButton = () => {
  const { displayedFilters, showFilter, hideFilter } = useListContext();
  const shown = !!displayedFilters?.q;
  return (
    <Button
      label={shown ? 'bo.spents.hide_search' : 'bo.spents.show_search'}
      onClick={() => (shown ? hideFilter('q') : showFilter('q', ''))}
    >
      {shown ? <SearchOffIcon /> : <SearchIcon />}
    </Button>
  );
};
