import {
  Code2,
  Headset,
  LayoutTemplate,
  ShieldCheck,
  ShoppingBag,
  Smartphone,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

export const SERVICE_ICONS: Record<string, LucideIcon> = {
  'web-personal': UserRound,
  'web-empresarial': LayoutTemplate,
  'tienda-online': ShoppingBag,
  'aplicacion-saas': Code2,
  ciberseguridad: ShieldCheck,
  'aplicacion-movil': Smartphone,
  'asistencia-tecnica-oficinas': Headset,
};
