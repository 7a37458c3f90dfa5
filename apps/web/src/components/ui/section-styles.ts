// The look of a page's section card (the white, ringed boxes the profile pages stack), one source of truth
// for the sections that features render.
export const sectionCardClass = 'rounded-xl bg-white p-5 ring-1 ring-slate-200';
