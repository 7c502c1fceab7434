import { useTranslation } from 'react-i18next';
import { useListingLabels } from '../../../shared/listings/listing-labels';
import { materialName } from '../../../shared/rfqs/item-lines';
import type { RfqMaterial } from '../model/rfq-wizard';

/** "Coil · Mild steel, Sheet · Coated steel". */
export function useMaterialsLabel(): (materials: readonly RfqMaterial[]) => string {
  const { t } = useTranslation();
  const labels = useListingLabels();
  return (materials) => materials.map((m) => materialName(m, labels, t)).join(', ');
}
