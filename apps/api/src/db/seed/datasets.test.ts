import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DATASETS,
  DatasetError,
  datasetsFolder,
  loadBaseProducts,
  loadContent,
  loadCountries,
  loadIranProvinces,
  parseDataset,
} from './datasets.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'bz-datasets-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Writes a changed copy of a dataset file into the scratch folder. */
function brokenCopy(file: string, change: (data: never) => void) {
  const data = JSON.parse(readFileSync(path.join(datasetsFolder(), file), 'utf8'));
  change(data as never);
  writeFileSync(path.join(scratch, file), JSON.stringify(data));
}

describe('seed datasets', () => {
  it('every file under data/ passes its schema', () => {
    for (const { file, schema } of Object.values(DATASETS)) {
      expect(() => parseDataset(file, schema as never), file).not.toThrow();
    }
    expect(loadCountries()).toHaveLength(249);
    expect(loadIranProvinces()).toHaveLength(31);
    expect(loadBaseProducts().length).toBeGreaterThan(500);
    expect(loadContent().websiteMenus.header.length).toBeGreaterThan(0);
  });

  it('a wrong value names the file, the row and the record', () => {
    brokenCopy('suppliers.json', (rows: { staffSize: string }[]) => {
      rows[5] = { ...rows[5], staffSize: 'many' } as never;
    });
    const { file, schema } = DATASETS.suppliers;
    const name = JSON.parse(readFileSync(path.join(scratch, file), 'utf8'))[5].name;
    expect(() => parseDataset(file, schema, scratch)).toThrow(DatasetError);
    expect(() => parseDataset(file, schema, scratch)).toThrow(
      `seed dataset ${path.join(scratch, 'suppliers.json')}: row [5].staffSize ("${name}"):`,
    );
  });

  it('a misspelt key and a missing field are refused, nested rows included', () => {
    brokenCopy('content.json', (content: { articles: Record<string, unknown>[] }) => {
      const article = content.articles[3] as Record<string, unknown>;
      article.titel = article.title;
      delete article.title;
    });
    expect(() => parseDataset('content.json', DATASETS.content.schema, scratch)).toThrow(/row articles\[3\]/);
    brokenCopy('iran-divisions.json', (provinces: { cities: Record<string, unknown>[] }[]) => {
      const city = provinces[2]?.cities[1] as Record<string, unknown>;
      city.isCapital = 'yes';
    });
    expect(() => parseDataset('iran-divisions.json', DATASETS.iranProvinces.schema, scratch)).toThrow(
      /row \[2\]\.cities\[1\]\.isCapital \("[^"]+"\)/,
    );
  });

  it('a file that is not JSON names the file', () => {
    writeFileSync(path.join(scratch, 'countries.json'), '[{"alpha2": "IR",');
    expect(() => parseDataset('countries.json', DATASETS.countries.schema, scratch)).toThrow(
      `seed dataset ${path.join(scratch, 'countries.json')}:`,
    );
  });
});

describe('one spelling on the site', () => {
  it('«ویدئو» everywhere (the Academy’s form), never «ویدیو» beside it in menus, links or articles', () => {
    const text = JSON.stringify(loadContent());
    expect(text).not.toMatch(/ویدیو/);
    expect(text).toMatch(/ویدئو/);
  });
});
