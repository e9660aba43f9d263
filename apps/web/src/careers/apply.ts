import { CAREERS_TEXTS } from '@bb/shared/careers-texts'

/**
 * The careers page's only script. The server renders every page and the application form works
 * without it; this adds what a plain form cannot do: files by drag and drop (listed, removable),
 * checks before a long upload, the upload's progress, and the server's refusals shown beside their
 * fields without losing the chosen files. In a frame it tells the company's page its height.
 */

type FieldErrors = Record<string, string[]>

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('de-DE')} kB`

function enhanceForm(form: HTMLFormElement) {
  const zone = form.querySelector<HTMLElement>('.drop-zone')
  const input = form.querySelector<HTMLInputElement>('input[type=file]')
  const list = form.querySelector<HTMLUListElement>('.file-list')
  const summary = form.querySelector<HTMLElement>('.error-summary')
  const progress = form.querySelector<HTMLElement>('.progress')
  const bar = progress?.querySelector('progress')
  const progressText = progress?.querySelector<HTMLElement>('.progress-text')
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]')
  if (!zone || !input || !list || !summary || !progress || !bar || !progressText || !button) return

  const maxFiles = Number(zone.dataset.maxFiles)
  const maxBytes = Number(zone.dataset.maxMb) * 1024 * 1024
  const accepted = (zone.dataset.accept ?? '').split(',')
  let files: File[] = []

  // The browser's own file button speaks the browser's language; this one speaks German.
  const hint = document.createElement('p')
  hint.className = 'drop-hint'
  hint.textContent = CAREERS_TEXTS.dropHint
  const pick = document.createElement('label')
  pick.htmlFor = input.id
  pick.className = 'button secondary pick'
  pick.textContent = CAREERS_TEXTS.pickFiles
  zone.classList.add('enhanced')
  zone.prepend(hint, pick)

  function fieldError(name: string, messages: string[]) {
    const box = form.querySelector<HTMLElement>(`[data-field="${name}"]`)
    const text = box?.querySelector<HTMLElement>('.error')
    const control = box?.querySelector<HTMLElement>('input, textarea, select')
    if (!box || !text) return
    box.classList.toggle('invalid', messages.length > 0)
    text.textContent = messages.join(' ')
    text.hidden = messages.length === 0
    if (control && !(control instanceof HTMLInputElement && control.type === 'file')) {
      if (messages.length > 0) {
        control.setAttribute('aria-invalid', 'true')
        control.setAttribute('aria-describedby', text.id)
      } else control.removeAttribute('aria-invalid')
    }
  }

  function showErrors(errors: FieldErrors, headline: string) {
    for (const box of form.querySelectorAll<HTMLElement>('[data-field]')) {
      const name = box.dataset.field ?? ''
      fieldError(name, errors[name] ?? [])
    }
    const strong = summary?.querySelector('strong')
    const items = summary?.querySelector('ul')
    if (!summary || !strong || !items) return
    strong.textContent = headline
    items.replaceChildren(
      ...Object.entries(errors)
        .filter(([name, messages]) => name !== 'form' && messages.length > 0)
        .map(([name, messages]) => {
          const item = document.createElement('li')
          const link = document.createElement('a')
          link.href = `#bewerbung-${name}`
          link.textContent = messages.join(' ')
          item.append(link)
          return item
        }),
    )
    summary.hidden = false
    summary.focus()
  }

  function syncInput() {
    const transfer = new DataTransfer()
    for (const file of files) transfer.items.add(file)
    if (input) input.files = transfer.files
    list?.replaceChildren(
      ...files.map((file, index) => {
        const item = document.createElement('li')
        const name = document.createElement('span')
        name.textContent = `${file.name} (${kilobytes(file.size)})`
        const remove = document.createElement('button')
        remove.type = 'button'
        remove.className = 'link'
        remove.textContent = CAREERS_TEXTS.removeFile
        remove.setAttribute('aria-label', `${file.name} ${CAREERS_TEXTS.removeFile}`)
        remove.addEventListener('click', () => {
          files = files.filter((_, i) => i !== index)
          syncInput()
          input?.focus()
        })
        item.append(name, remove)
        return item
      }),
    )
  }

  function addFiles(chosen: FileList | null) {
    const messages: string[] = []
    for (const file of Array.from(chosen ?? [])) {
      const extension = `.${file.name.split('.').pop()?.toLowerCase() ?? ''}`
      if (!accepted.includes(extension)) messages.push(`„${file.name}“: ${CAREERS_TEXTS.fileType}`)
      else if (file.size > maxBytes)
        messages.push(`„${file.name}“ ist größer als ${zone?.dataset.maxMb ?? ''} MB.`)
      else if (files.length >= maxFiles) messages.push(CAREERS_TEXTS.tooManyFiles)
      else if (!files.some((f) => f.name === file.name && f.size === file.size)) files.push(file)
    }
    fieldError('files', [...new Set(messages)])
    syncInput()
  }

  input.addEventListener('change', () => addFiles(input.files))
  zone.addEventListener('dragover', (event) => {
    event.preventDefault()
    zone.classList.add('dragging')
  })
  zone.addEventListener('dragleave', () => zone.classList.remove('dragging'))
  zone.addEventListener('drop', (event) => {
    event.preventDefault()
    zone.classList.remove('dragging')
    addFiles(event.dataTransfer?.files ?? null)
  })

  function checkRequired(): FieldErrors {
    const errors: FieldErrors = {}
    const value = (name: string) =>
      (form.elements.namedItem(name) as HTMLInputElement | null)?.value.trim() ?? ''
    if (!value('first_name')) errors.first_name = [CAREERS_TEXTS.firstNameMissing]
    if (!value('last_name')) errors.last_name = [CAREERS_TEXTS.lastNameMissing]
    if (!value('email')) errors.email = [CAREERS_TEXTS.emailMissing]
    if (!(form.elements.namedItem('consent') as HTMLInputElement | null)?.checked)
      errors.consent = [CAREERS_TEXTS.consentMissing]
    return errors
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const missing = checkRequired()
    if (Object.keys(missing).length > 0) return showErrors(missing, CAREERS_TEXTS.formErrors)
    const request = new XMLHttpRequest()
    request.open('POST', form.action)
    request.setRequestHeader('Accept', 'application/json')
    const total = files.reduce((sum, f) => sum + f.size, 0)
    request.upload.addEventListener('progress', (e) => {
      const percent = e.lengthComputable ? Math.round((e.loaded / e.total) * 100) : 0
      bar.value = percent
      progressText.textContent =
        total > 0
          ? `${kilobytes(Math.min(e.loaded, total))} von ${kilobytes(total)} hochgeladen (${percent} %)`
          : CAREERS_TEXTS.sending
    })
    const finish = () => {
      button.disabled = false
      progress.hidden = true
    }
    request.addEventListener('load', () => {
      let body: { redirect?: string; message?: string; errors?: FieldErrors } = {}
      try {
        body = JSON.parse(request.responseText)
      } catch {
        body = {}
      }
      if (request.status === 201 && body.redirect) {
        window.location.assign(body.redirect)
        return
      }
      finish()
      const errors = body.errors ?? { form: [body.message ?? CAREERS_TEXTS.failed] }
      showErrors(errors, body.message ?? CAREERS_TEXTS.failed)
    })
    request.addEventListener('error', () => {
      finish()
      showErrors({}, CAREERS_TEXTS.offline)
    })
    button.disabled = true
    bar.value = 0
    progressText.textContent = CAREERS_TEXTS.sending
    progress.hidden = false
    request.send(new FormData(form))
  })
}

/** In a frame on the company's site: its page sizes the frame to this height (no scrollbar inside). */
function reportHeight() {
  if (window.parent === window) return
  const send = () =>
    window.parent.postMessage(
      { type: 'bb-karriere-hoehe', height: document.documentElement.scrollHeight },
      '*',
    )
  new ResizeObserver(send).observe(document.body)
  send()
}

for (const form of document.querySelectorAll<HTMLFormElement>('form.application')) enhanceForm(form)
reportHeight()
