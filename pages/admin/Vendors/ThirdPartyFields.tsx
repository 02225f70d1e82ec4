import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Select } from '../../../design-system/Select';
import { Switch } from '../../../design-system/Switch';
import { TextField } from '../../../design-system/TextField';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { VendorCreate } from '../../../src/api/contract/adminVendors';
import type { VendorCategory } from '../../../src/rules/vendors';

/** The vendor form's state: text as typed, flags as switched. */
export interface VendorFields {
  code: string;
  nameEn: string;
  nameZh: string;
  category: VendorCategory;
  logoUrl: string;
  generate: boolean;
  secret: string;
  template: string;
  enabled: boolean;
  freePlay: boolean;
  lobby: boolean;
  unknownRollback: VendorCreate['unknownRollback'];
  sorting: string;
}

type Setter = <K extends keyof VendorFields>(key: K) => (value: VendorFields[K]) => void;

/**
 * What only a third-party vendor has: the launch URL template, the wallet secret (generated or
 * entered when adding; rotated when editing), free play, its own game list, and its answer to a
 * rollback of an unknown transaction.
 */
export function ThirdPartyFields({
  f,
  set,
  errors,
  isNew,
  onRotate,
}: {
  f: VendorFields;
  set: Setter;
  errors: Record<string, string>;
  isNew: boolean;
  onRotate?: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <>
      <TextField
        label={t('vendors.template')}
        hint={t('vendors.templateHint')}
        value={f.template}
        maxLength={1000}
        spellCheck={false}
        optional
        error={errors.launchUrlTemplate}
        onChange={set('template')}
      />
      {!isNew ? (
        onRotate ? (
          <Button variant="secondary" size="sm" onPress={onRotate}>
            {t('vendors.rotate')}
          </Button>
        ) : null
      ) : (
        <>
          <Switch label={t('vendors.generateSecret')} checked={f.generate} onChange={set('generate')} />
          {f.generate ? null : (
            <TextField
              label={t('vendors.secret')}
              hint={t('vendors.secretHint')}
              value={f.secret}
              maxLength={200}
              autoComplete="off"
              spellCheck={false}
              error={errors.secret}
              onChange={set('secret')}
            />
          )}
        </>
      )}

      <Switch label={t('vendors.freePlay')} checked={f.freePlay} onChange={set('freePlay')} />
      <Switch label={t('vendors.vassalageLobby')} checked={f.lobby} onChange={set('lobby')} />
      <Select
        label={t('vendors.unknownRollback')}
        options={[
          { value: 'OK', label: t('vendors.unknownOk') },
          { value: 'TRANSACTION_NOT_FOUND', label: t('vendors.unknownNotFound') },
        ]}
        value={f.unknownRollback}
        onChange={(v) => set('unknownRollback')(v as VendorFields['unknownRollback'])}
      />
    </>
  );
}
