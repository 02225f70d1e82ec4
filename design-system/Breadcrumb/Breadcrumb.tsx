import { ChevronRight } from 'lucide-react';
import { Inline } from '../Layout';
import { Text } from '../Text';
import { TextLink } from '../TextLink';

export interface BreadcrumbItem {
  id: string;
  label: string;
  /** Where it goes (the last item, the current one, is not a link). */
  href: string;
  /** A plain click calls this instead of loading the page (the app's router navigates). */
  onPress?: () => void;
}

export interface BreadcrumbProps {
  /** The navigation's accessible name ("Where you are"). */
  label: string;
  /** From the top down; the last is where the reader is. */
  items: readonly BreadcrumbItem[];
}

/**
 * Where the reader is in a hierarchy (an agent's team drilled down member by member): every level
 * above is a link back up; the last is the current one (aria-current="page"). Wraps on a narrow screen.
 */
export function Breadcrumb({ label, items }: BreadcrumbProps) {
  return (
    <nav aria-label={label}>
      <Inline as="ol" gap="xs">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <Inline as="li" gap="xs" key={item.id} wrap={false}>
              {last ? (
                <Text weight="medium" aria-current="page">
                  {item.label}
                </Text>
              ) : (
                <>
                  <TextLink href={item.href} onPress={item.onPress}>
                    {item.label}
                  </TextLink>
                  <Text tone="muted" aria-hidden="true">
                    <ChevronRight size={14} />
                  </Text>
                </>
              )}
            </Inline>
          );
        })}
      </Inline>
    </nav>
  );
}
