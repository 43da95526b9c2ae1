/** The file's text: UTF-8, else Windows-1252 (what Excel on a Belgian Windows writes). */
export async function readCsv(file: File): Promise<string> {
  const data = new Uint8Array(await file.arrayBuffer());
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}
