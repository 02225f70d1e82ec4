import { Info, RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Dialog } from '../../../design-system/Dialog';
import { sprinkles } from '../../../design-system/Layout';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { StaffChannel, StaffChannelList } from '../../../src/api/contract/adminChannels';
import * as css from '../shared/admin.css';
import { AmountsSection, IdentitySection, SettingsSection } from './ChannelFormSections';
import { KindSettings } from './KindSettings';
import { useChannelName } from './parts';
import { useChannelForm } from './useChannelForm';

/**
 * Create or edit a deposit channel in a dialog (state and checks in useChannelForm). When someone
 * else saved the channel meanwhile (409 finance.stale) the form says so and offers their version
 * instead of overwriting it.
 */
export function ChannelForm({
  data,
  channel,
  onClose,
}: {
  data: StaffChannelList;
  /** Null: a new channel. */
  channel: StaffChannel | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const nameOf = useChannelName();
  const form = useChannelForm({ data, channel, onClose });
  const { saving, formId } = form;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      dismissible={!saving}
      title={channel ? t('channels.form.editTitle', { name: nameOf(channel) }) : t('channels.form.createTitle')}
      description={t('channels.form.description', { symbol: data.currencySymbol, digits: data.minorUnitDigits })}
      footer={
        <>
          <Button variant="secondary" disabled={saving} onPress={onClose}>
            {t('channels.form.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {channel ? t('channels.form.save') : t('channels.form.create')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl', minWidth: 0 })}
        onSubmit={form.submit}
        noValidate
      >
        {form.reloaded ? (
          <div className={css.notice.caution} role="status">
            <Info className={css.noticeIcon} aria-hidden="true" />
            <span className={css.noticeText}>{t('channels.form.reloaded')}</span>
          </div>
        ) : null}
        <IdentitySection data={data} form={form} />
        <AmountsSection data={data} form={form} />
        <SettingsSection form={form} />
        <KindSettings form={form} secretSet={channel?.config.secretSet === true} />
        {form.stale ? (
          <div className={css.notice.critical} role="alert" ref={form.noticeRef}>
            <TriangleAlert className={css.noticeIcon} aria-hidden="true" />
            <div className={css.noticeText}>
              <span>{t('channels.form.stale')}</span>
              <div>
                <Button variant="secondary" size="sm" icon={<RefreshCw />} onPress={() => void form.loadLatest()}>
                  {t('channels.form.reload')}
                </Button>
              </div>
            </div>
          </div>
        ) : form.formError ? (
          <div className={css.notice.critical} role="alert" ref={form.noticeRef}>
            <TriangleAlert className={css.noticeIcon} aria-hidden="true" />
            <span className={css.noticeText}>{form.formError}</span>
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}
