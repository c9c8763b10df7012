export const TEAM = [
  { id: 'architect', years: 35 },
  { id: 'frontend', years: 32 },
  { id: 'backend', years: 34 },
  { id: 'devops', years: 33 },
  { id: 'database', years: 30 },
  { id: 'security', years: 36 },
  { id: 'qa', years: 28 },
  { id: 'commercial', years: 32 },
] as const;

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}
