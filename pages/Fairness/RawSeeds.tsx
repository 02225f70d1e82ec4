import { useTranslation } from 'react-i18next';
import { TabPanel, Tabs } from '../../design-system/Tabs';
import { RawDraw } from './RawDraw';
import { RawSlot } from './RawSlot';

/** The "Raw seeds" tab: a slot round or a draw, typed in. */
export function RawSeeds() {
  const { t } = useTranslation('games');
  return (
    <Tabs
      variant="pill"
      label={t('fairness.raw.label')}
      items={[
        { value: 'slot', label: t('fairness.raw.slot') },
        { value: 'draw', label: t('fairness.raw.draw') },
      ]}
    >
      <TabPanel value="slot">
        <RawSlot />
      </TabPanel>
      <TabPanel value="draw">
        <RawDraw />
      </TabPanel>
    </Tabs>
  );
}
