import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, type ReactNode } from 'react';
import { t } from '@/i18n';

/**
 * Only paragraphs, line breaks, bold, italic, both lists and links: the editor's schema drops everything else
 * from what it loads, so the HTML it emits holds nothing more (the server sanitises again on save).
 */
const EXTENSIONS = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    heading: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // No empty paragraph appended after a list: the stored HTML is what the editor typed.
    trailingNode: false,
    link: { openOnClick: false, autolink: false, protocols: ['http', 'https', 'mailto'] },
  }),
];

export interface RichTextEditorProps {
  id: string;
  labelId: string;
  describedBy: string;
  value: string;
  readOnly: boolean;
  invalid: boolean;
  /** The editor's HTML, '' when it is empty. */
  onChange: (html: string) => void;
  onBlur: () => void;
}

function ToolbarButton(props: {
  label: string;
  active: boolean;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ToggleButton
      value={props.label}
      size="small"
      aria-label={props.label}
      selected={props.active}
      disabled={props.disabled}
      onChange={props.onClick}
      sx={{ border: 0 }}
    >
      {props.children}
    </ToggleButton>
  );
}

function Toolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const editLink = () => {
    const previous = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt(t('form.richText.linkPrompt'), previous ?? 'https://');
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  return (
    <Box
      role="toolbar"
      aria-label={t('form.richText.toolbar')}
      sx={{ display: 'flex', gap: 0.5, borderBottom: 1, borderColor: 'divider', p: 0.5 }}
    >
      <ToolbarButton
        label={t('form.richText.bold')}
        active={state.bold}
        disabled={disabled}
        onClick={() => chain().toggleBold().run()}
      >
        <FormatBold fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('form.richText.italic')}
        active={state.italic}
        disabled={disabled}
        onClick={() => chain().toggleItalic().run()}
      >
        <FormatItalic fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('form.richText.bulletList')}
        active={state.bulletList}
        disabled={disabled}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulleted fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('form.richText.orderedList')}
        active={state.orderedList}
        disabled={disabled}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumbered fontSize="small" />
      </ToolbarButton>
      <ToolbarButton
        label={t('form.richText.link')}
        active={state.link}
        disabled={disabled}
        onClick={editLink}
      >
        <LinkIcon fontSize="small" />
      </ToolbarButton>
    </Box>
  );
}

/** The TipTap editor of the RichText widget (its own chunk: loaded when a RichText field first renders). */
export default function RichTextEditor({
  id,
  labelId,
  describedBy,
  value,
  readOnly,
  invalid,
  onChange,
  onBlur,
}: RichTextEditorProps) {
  // The HTML this editor last emitted: a value that differs came from outside (reset, reload) and is loaded.
  const emitted = useRef(value);
  // The latest callbacks (the editor keeps the ones it was created with).
  const handlers = useRef({ onChange, onBlur });
  useEffect(() => {
    handlers.current = { onChange, onBlur };
  });
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editable: !readOnly,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': describedBy,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      emitted.current = html;
      handlers.current.onChange(html);
    },
    onBlur: () => handlers.current.onBlur(),
  });
  useEffect(() => {
    if (editor && value !== emitted.current) {
      emitted.current = value;
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!readOnly, false);
  }, [editor, readOnly]);
  if (!editor) return null;
  return (
    <Box
      sx={{
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        '&:focus-within': { borderColor: invalid ? 'error.main' : 'primary.main' },
        '& .ProseMirror': { minHeight: 96, p: 1.5, outline: 'none' },
        '& .ProseMirror p': { my: 0.5 },
      }}
    >
      {!readOnly && <Toolbar editor={editor} disabled={readOnly} />}
      <EditorContent editor={editor} />
    </Box>
  );
}
