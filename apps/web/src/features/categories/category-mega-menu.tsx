// Header mega-menu of the four root category types (desktop; phones reach them from the header's menu
// sheet). The panels load on first open: see category-mega-menu.client.tsx.
export { CategoryMegaMenuClient as CategoryMegaMenu } from './category-mega-menu.client';
