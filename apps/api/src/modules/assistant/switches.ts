// Decision 120's measuring switches (temporary): ASSIST_OFF=name,name switches a change off to show what it moves.
const OFF = new Set((process.env.ASSIST_OFF ?? '').split(',').filter(Boolean));
export const off = (name: string) => OFF.has(name);
