'use client';
// The article editor (decision 030): a small toolbar (headings, bold, lists, link) over an editable area,
// whose HTML goes with the form in a hidden field. The API keeps only what its sanitiser allows, so what
// the browser's editing commands produce is never trusted. Without JavaScript it is a plain textarea of HTML.
import { useEffect, useRef, useState } from 'react';
import { FieldMessage } from '@/components/ui/action-form.client';
import { inputClass, labelClass } from '@/components/ui/form-styles';

const TOOLS = [
  { label: 'تیتر', command: 'formatBlock', value: 'h2' },
  { label: 'زیرتیتر', command: 'formatBlock', value: 'h3' },
  { label: 'بند', command: 'formatBlock', value: 'p' },
  { label: 'پررنگ', command: 'bold' },
  { label: 'فهرست نقطه‌ای', command: 'insertUnorderedList' },
  { label: 'فهرست شماره‌دار', command: 'insertOrderedList' },
] as const;

export function RichTextEditor({ name, label, initialHtml }: { name: string; label: string; initialHtml: string }) {
  const [enhanced, setEnhanced] = useState(false);
  const [html, setHtml] = useState(initialHtml);
  const [linking, setLinking] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const id = `editor-${name}`;

  useEffect(() => setEnhanced(true), []);
  // When the editor first appears it starts from the saved HTML; afterwards the area is the source of it.
  useEffect(() => {
    if (enhanced && area.current) area.current.innerHTML = initialHtml;
  }, [enhanced, initialHtml]);

  const sync = () => setHtml(area.current?.innerHTML ?? '');
  function run(command: string, value?: string) {
    area.current?.focus();
    document.execCommand(command, false, value);
    sync();
  }
  function rememberSelection() {
    const selection = window.getSelection();
    saved.current = selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
  }
  function addLink(href: string) {
    setLinking(false);
    const url = href.trim();
    if (!/^(https?:\/\/|\/)/.test(url)) return;
    area.current?.focus();
    const selection = window.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
    document.execCommand('createLink', false, url);
    sync();
  }

  if (!enhanced) {
    return (
      <div>
        <label htmlFor={id} className={labelClass}>
          {label} (HTML)
        </label>
        <textarea
          id={id}
          name={name}
          rows={14}
          dir="auto"
          defaultValue={initialHtml}
          aria-describedby={`${id}-error`}
          className={inputClass(false, 'py-2 font-mono text-sm')}
        />
        <FieldMessage field={name} id={`${id}-error`} />
      </div>
    );
  }

  return (
    <div>
      <span id={`${id}-label`} className={labelClass}>
        {label}
      </span>
      <div className="rounded-lg border border-slate-400 bg-white">
        <div
          role="toolbar"
          aria-label="قالب‌بندی متن"
          aria-controls={id}
          className="flex flex-wrap gap-1 border-b border-slate-200 p-2"
        >
          {TOOLS.map((tool) => (
            <button
              key={tool.label}
              type="button"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => run(tool.command, 'value' in tool ? tool.value : undefined)}
              className="min-h-11 rounded-md px-3 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100"
            >
              {tool.label}
            </button>
          ))}
          <button
            type="button"
            onMouseDown={(event) => {
              event.preventDefault();
              rememberSelection();
            }}
            onClick={() => setLinking(true)}
            aria-expanded={linking}
            className="min-h-11 rounded-md px-3 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100"
          >
            پیوند
          </button>
        </div>
        {linking ? (
          <div className="flex flex-wrap items-end gap-2 border-b border-slate-200 p-2">
            <label className="flex-1 text-sm text-slate-800">
              نشانی پیوند (https://… یا /…)
              <input
                ref={linkInput}
                dir="ltr"
                // biome-ignore lint/a11y/noAutofocus: the field the person just asked for.
                autoFocus
                className={inputClass(false, 'mt-1')}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    addLink(event.currentTarget.value);
                  }
                  if (event.key === 'Escape') setLinking(false);
                }}
              />
            </label>
            <button
              type="button"
              className="min-h-11 rounded-md px-3 text-sm ring-1 ring-slate-300"
              onClick={() => addLink(linkInput.current?.value ?? '')}
            >
              افزودن پیوند
            </button>
          </div>
        ) : null}
        {/* biome-ignore lint/a11y/useSemanticElements: an editable rich-text area has no native element. */}
        <div
          id={id}
          ref={area}
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-error`}
          contentEditable
          suppressContentEditableWarning
          onInput={sync}
          onBlur={sync}
          className="prose-article min-h-64 p-3 text-slate-900 focus:outline-2 focus:outline-brand-600 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6 [&_a]:text-brand-800 [&_a]:underline"
        />
      </div>
      <input type="hidden" name={name} value={html} />
      <FieldMessage field={name} id={`${id}-error`} />
    </div>
  );
}
