import { GLOBAL_SEARCH_DELAY_MS } from '@coulisse/shared/rules/constants';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchGroup } from '@coulisse/shared/schemas/search';
import { ActionIcon, Badge, CloseButton, Combobox, Group, Loader, Modal, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue, useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useScreenAvailable } from '../../../app/screens/ScreenRegistry';
import { useSearch } from '../api/search';
import { SEARCH_RESULTS_PATH, searchResultsPath } from '../paths';
import { ResultContent } from './ResultContent';
import { useResultLink } from './resultLinks';

/** The "show all results" option; result options carry their link as value. */
const SHOW_ALL = '#all';

/**
 * The search box of the top bar (spec 1 §2, §9): after 500 ms of no typing, at most 5 results
 * per type the user may see; arrows move through them, Enter opens the chosen one (or, with
 * none chosen, the results page), Escape closes the list and a second Escape empties the box.
 * `panel`: inside the mobile full-screen panel, where the list is as wide as the box.
 */
function SearchBox({ panel = false, onDone }: { panel?: boolean; onDone?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = useResultLink();
  const [value, setValue] = useState('');
  const text = value.replace(/\s+/g, ' ').trim();
  const [debounced] = useDebouncedValue(text, GLOBAL_SEARCH_DELAY_MS);
  const searchable = debounced.length >= SEARCH_MIN_LENGTH && debounced.length <= SEARCH_MAX_LENGTH;
  const search = useSearch({ search: debounced }, searchable);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  const finish = (path: string) => {
    combobox.closeDropdown();
    setValue('');
    void navigate(path);
    onDone?.();
  };
  const showAll = () => {
    if (text.length >= SEARCH_MIN_LENGTH) finish(searchResultsPath(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && combobox.getSelectedOptionIndex() === -1) {
      event.preventDefault();
      showAll();
    }
    if (event.key === 'Escape' && !combobox.dropdownOpened) setValue('');
  };

  // While the next answer loads the previous one stays (placeholder data), as the spinner shows.
  const answer = searchable ? search.data : undefined;
  const groups = (answer?.groups ?? []).filter((g) => g.items.length > 0);
  const waiting = text.length >= SEARCH_MIN_LENGTH && (text !== debounced || search.isFetching);

  let content;
  if (text.length < SEARCH_MIN_LENGTH) content = <Combobox.Empty>{t('search.tooShort', { min: SEARCH_MIN_LENGTH })}</Combobox.Empty>;
  else if (search.isError && !answer) content = <Combobox.Empty>{t('search.loadFailed')}</Combobox.Empty>;
  else if (!answer) content = <Combobox.Empty>{t('search.searching')}</Combobox.Empty>;
  else
    content = (
      <>
        {groups.length === 0 && <Combobox.Empty>{t('errors.noSearchResults')}</Combobox.Empty>}
        {groups.map((group) => (
          <Combobox.Group key={group.type} label={<GroupLabel group={group} />}>
            {group.items.map((item) => {
              const to = link(group.type, item);
              return (
                <Combobox.Option key={item.id} value={to ?? `#${group.type}-${item.id}`} disabled={!to} aria-disabled={!to || undefined}>
                  <ResultContent type={group.type} item={item} />
                </Combobox.Option>
              );
            })}
          </Combobox.Group>
        ))}
        {groups.length > 0 && (
          <Combobox.Option value={SHOW_ALL}>
            <Group gap={6} c="coulisse.8" fw={600}>
              <Text inherit size="sm">
                {t('search.showAll')}
              </Text>
              <IconArrowRight size={14} aria-hidden />
            </Group>
          </Combobox.Option>
        )}
      </>
    );

  return (
    <Combobox store={combobox} onOptionSubmit={(option) => (option === SHOW_ALL ? showAll() : option.startsWith('/') && finish(option))} width={panel ? 'target' : 420} position={panel ? 'bottom' : 'bottom-end'} shadow="md">
      <Combobox.Target withExpandedAttribute>
        <TextInput
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onFocus={() => text && combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={onKeyDown}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          // Not type=search: browsers empty such a box on Escape themselves, before the list closes.
          type="text"
          enterKeyHint="search"
          maxLength={SEARCH_MAX_LENGTH}
          // Mantine's modal focuses the element marked data-autofocus when it opens.
          data-autofocus={panel || undefined}
          radius="xl"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            waiting ? (
              <Loader size={14} aria-label={t('search.searching')} />
            ) : value ? (
              <CloseButton size="sm" aria-label={t('search.clear')} onMouseDown={(e) => e.preventDefault()} onClick={() => setValue('')} />
            ) : null
          }
          // Narrower on a laptop's 1280 px, where a participant's header also holds the menu's links.
          w={{ base: '100%', md: 200, xl: 260 }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!text}>
        <Combobox.Options mah={480} style={{ overflowY: 'auto' }}>
          {content}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

function GroupLabel({ group }: { group: SearchGroup }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} component="span">
      {t(`search.types.${group.type}`)}
      <Badge size="xs" variant="light" color="gray" aria-label={String(group.total)}>
        {group.total.toLocaleString()}
      </Badge>
    </Group>
  );
}

/** Under 960 px (spec 1 §9) the search opens from an icon into a full-screen panel. */
function MobileSearch() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <ActionIcon variant="subtle" color="white" size="lg" onClick={open} aria-label={t('search.open')} aria-haspopup="dialog">
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
      <Modal opened={opened} onClose={close} fullScreen title={t('search.label')} transitionProps={{ duration: 0 }}>
        <SearchBox panel onDone={close} />
      </Modal>
    </>
  );
}

/** The top bar's search: a box from 960 px, an icon below; only for those who may search. */
export function GlobalSearch() {
  const available = useScreenAvailable();
  const desktop = useMediaQuery('(min-width: 60em)', false, { getInitialValueInEffect: false });
  if (!available(SEARCH_RESULTS_PATH)) return null;
  return desktop ? <SearchBox /> : <MobileSearch />;
}
