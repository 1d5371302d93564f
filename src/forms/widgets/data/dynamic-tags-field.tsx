import OpenInNew from '@mui/icons-material/OpenInNew';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FieldProps } from '@rjsf/utils';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useListTagGroups, useListTags } from '@generated/api/tags/tags';
import type { Tag } from '@generated/model/tag';
import { t } from '@/i18n';
import { dataFieldOptions, fieldLabel, isLocked } from './field-options';
import { SEARCH_DEBOUNCE_MS } from '@/components/search-debounce';
import { TagChips } from './tag-chips';
import { tagOverviewHref, tagRefsOf, type PickedTag } from './tag-values';

const OPTION_PAGE_SIZE = 50;

/** The picked tags with their names filled in from the tags list where the value carries only ids. */
function useNamedTags(refs: PickedTag[]): PickedTag[] {
  const missing = refs.filter((ref) => ref.name === undefined).map((ref) => ref.id);
  const lookup = useListTags(
    { 'f[ids]': missing.join(','), perPage: Math.min(Math.max(missing.length, 1), 500) },
    { query: { enabled: missing.length > 0, throwOnError: false, placeholderData: keepPreviousData } },
  );
  return useMemo(() => {
    const byId = new Map((lookup.data?.data ?? []).map((tag) => [tag.id, tag]));
    return refs.map((ref) => {
      const tag = byId.get(ref.id);
      return ref.name === undefined && tag ? { ...ref, name: tag.name, group: tag.group } : ref;
    });
  }, [refs, lookup.data]);
}

/**
 * DynamicTags (spec 1 §9): a tag picker by tag group (`ui:options.tagGroups`, else every group). Names are
 * shown, the value holds tag references (`{id, name, group}`; the server reads the id); at most 5 chips, then
 * '+ N more'; a link opens the tag overview of the first tag's group in a new tab.
 */
export function DynamicTagsField(props: FieldProps) {
  const label = fieldLabel(props);
  const locked = isLocked(props);
  const { tagGroups } = dataFieldOptions(props);
  const inputId = useId();
  const refs = useMemo(() => tagRefsOf(props.formData), [props.formData]);
  const tags = useNamedTags(refs);

  const groupsQuery = useListTagGroups({ perPage: 100 }, { query: { throwOnError: false } });
  const groups = useMemo(
    () =>
      (groupsQuery.data?.data ?? []).filter((group) => !tagGroups?.length || tagGroups.includes(group.key)),
    [groupsQuery.data, tagGroups],
  );
  const [group, setGroup] = useState<string>(tagGroups?.length === 1 ? tagGroups[0]! : '');
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(input.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const options = useListTags(
    {
      ...(group ? { 'f[group]': group } : {}),
      ...(term ? { 'f[term]': term } : {}),
      perPage: OPTION_PAGE_SIZE,
    },
    { query: { enabled: !locked, throwOnError: false, placeholderData: keepPreviousData } },
  );
  const allowed = (options.data?.data ?? []).filter(
    (tag) => !tagGroups?.length || tagGroups.includes(tag.group),
  );

  const change = (next: PickedTag[]) => props.onChange(next, props.fieldPathId.path);
  const pick = (tag: Tag) => {
    if (refs.some((ref) => ref.id === tag.id)) return;
    change([...refs, { id: tag.id, name: tag.name, group: tag.group }]);
  };
  const firstGroup = tags[0]?.group;

  return (
    <Box role="group" aria-label={label}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2" component="p">
          {label}
        </Typography>
        {firstGroup && (
          <Link
            href={tagOverviewHref(firstGroup)}
            target="_blank"
            rel="noopener noreferrer"
            variant="body2"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            {t('dataFields.tags.overviewLink')}
            <OpenInNew sx={{ fontSize: 14 }} />
          </Link>
        )}
      </Stack>
      <Stack spacing={1}>
        {!locked && (
          // Side by side where there is room, one above the other in a narrow column (the filter drawer).
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {tagGroups?.length !== 1 && (
              <TextField
                select
                size="small"
                label={t('dataFields.tags.group')}
                value={group}
                onChange={(event) => setGroup(event.target.value)}
                sx={{ flex: '1 1 160px' }}
              >
                <MenuItem value="">{t('dataFields.tags.allGroups')}</MenuItem>
                {groups.map((item) => (
                  <MenuItem key={item.key} value={item.key}>
                    {item.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <Autocomplete<Tag, false, false, false>
              id={inputId}
              sx={{ flex: '2 1 240px' }}
              options={allowed}
              value={null}
              inputValue={input}
              filterOptions={(all) => all}
              getOptionLabel={(tag) => tag.name}
              getOptionDisabled={(tag) => refs.some((ref) => ref.id === tag.id)}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              loading={options.isFetching}
              noOptionsText={t('dataFields.tags.noResults')}
              onInputChange={(_event, value, reason) => {
                if (reason !== 'reset') setInput(value);
              }}
              onChange={(_event, tag) => {
                if (tag) pick(tag);
                setInput('');
              }}
              renderInput={(params) => (
                <TextField {...params} size="small" label={t('dataFields.tags.search')} />
              )}
            />
          </Box>
        )}
        <TagChips
          tags={tags}
          label={label}
          {...(locked ? {} : { onRemove: (id: number) => change(refs.filter((ref) => ref.id !== id)) })}
        />
      </Stack>
    </Box>
  );
}
