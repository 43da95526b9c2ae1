import { RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

/**
 * The rich-text description of a message (Mantine's tiptap editor): paragraphs, bold, italic,
 * underline, strike, lists, headings, quotes and links — what the server's allow-list keeps.
 * `onChange` gets the HTML and the visible text (the length rule counts the latter).
 */
export function MessageEditor({ value, onChange, error }: { value: string; onChange: (html: string) => void; error?: string }) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit.configure({ code: false, codeBlock: false, horizontalRule: false, heading: { levels: [2, 3] }, link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } })],
    content: value,
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-label': t('messages.editorLabel'), 'aria-invalid': error ? 'true' : 'false' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const label = (key: string) => t(`messages.editor.${key}`);
  return (
    <RichTextEditor
      editor={editor}
      labels={{
        boldControlLabel: label('bold'),
        italicControlLabel: label('italic'),
        underlineControlLabel: label('underline'),
        strikeControlLabel: label('strike'),
        bulletListControlLabel: label('bulletList'),
        orderedListControlLabel: label('orderedList'),
        h2ControlLabel: label('h2'),
        h3ControlLabel: label('h3'),
        blockquoteControlLabel: label('blockquote'),
        linkControlLabel: label('link'),
        unlinkControlLabel: label('unlink'),
        linkEditorInputLabel: label('linkInput'),
        linkEditorInputPlaceholder: label('linkPlaceholder'),
        linkEditorExternalLink: label('linkExternal'),
        linkEditorInternalLink: label('linkInternal'),
        linkEditorSave: label('linkSave'),
      }}
      style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.Blockquote />
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={140} />
    </RichTextEditor>
  );
}
