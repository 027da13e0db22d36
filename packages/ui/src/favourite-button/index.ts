export type { FavouriteButtonProps } from './favourite-button';
export { FavouriteButton } from './favourite-button';
