// The properties modal (spec 000 §2.5, §4.4): the list of the user's homes, add by address, add by
// property code, and edit.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Property } from '@hemvakt/contract/user-data';
import type { ModalProps } from '../../app/modals/modal-host';
import { AppModal } from '../../components/ionic/app-modal';
import { ModalFrame } from '../../components/modal-frame';
import { PropertyList } from './property-list';
import { PropertyForm } from './property-form';
import { PropertyCodeForm } from './property-code-form';

type View = { kind: 'list' } | { kind: 'address' } | { kind: 'code' } | { kind: 'edit'; property: Property };

export function PropertiesModal({ open, onClose, onDismissed }: ModalProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>({ kind: 'list' });
  const toList = useCallback(() => setView({ kind: 'list' }), []);
  const title = {
    list: t('properties.title'),
    address: t('properties.addByAddress'),
    code: t('properties.addByCode'),
    edit: t('properties.editTitle'),
  }[view.kind];

  return (
    <AppModal open={open} label={title} onDismissed={onDismissed} testId="properties-modal">
      <ModalFrame title={title} onClose={onClose} onBack={view.kind === 'list' ? undefined : toList}>
        {view.kind === 'list' ? (
          <PropertyList
            onAddByAddress={() => setView({ kind: 'address' })}
            onAddByCode={() => setView({ kind: 'code' })}
            onEdit={(property) => setView({ kind: 'edit', property })}
            onSwitched={onClose}
          />
        ) : null}
        {view.kind === 'address' ? <PropertyForm onDone={toList} /> : null}
        {view.kind === 'edit' ? <PropertyForm property={view.property} onDone={toList} /> : null}
        {view.kind === 'code' ? <PropertyCodeForm onDone={toList} /> : null}
      </ModalFrame>
    </AppModal>
  );
}
