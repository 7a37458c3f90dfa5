'use client';
// Page errors render inside this group's layout, so header and navigation stay usable.
import { RouteErrorView } from '@/features/errors/route-error-view.client';

export default RouteErrorView;
