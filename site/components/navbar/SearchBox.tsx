export { Search as SearchBox } from '../search/Search.tsx';
