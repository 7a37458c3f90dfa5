#!/usr/bin/env node
// The raw HTML and React payload of every product list, every supplier page and the FAQ of a running site
// (issue 34, decision 086): the pages a budget of 100 KB must hold for all of the data, not for one sample.
// Every category of every root type that has products (its list at /products/category/{id}/{slug}), every
// confirmed supplier (/supplier/{id}/{slug}), /faq, and the extra paths given. Bytes are raw UTF-8, before
// compression; «payload» is the `self.__next_f.push` scripts as they stand in the HTML.
//
//   node scripts/page-weights.mjs [path ...]
//   WEB_URL       the running site (default http://127.0.0.1:3000)
//   WEIGHTS_JSON  a file to write { path: { html, payload } } to, for comparing two builds
//   WEIGHTS_SAVE  a directory to keep each page's HTML in (named by its path)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const WEB = process.env.WEB_URL ?? 'http://127.0.0.1:3000';
const TYPES = ['Product', 'IndustrialService', 'ConsultingService', 'ElectronicDocument'];
const bytes = (text) => Buffer.byteLength(text, 'utf8');

async function api(route) {
  const response = await fetch(`${WEB}/api/v1${route}`);
  if (!response.ok) throw new Error(`${route} → ${response.status}`);
  return response.json();
}

function* nodes(node) {
  yield node;
  for (const child of node.subcategories ?? []) yield* nodes(child);
}

async function paths() {
  const list = ['/faq'];
  for (const type of TYPES) {
    const root = await api(`/categories/menu?categoryTypes=${type}`);
    for (const node of nodes(root)) {
      if (node === root) continue;
      const page = await api(`/supplierproducts/catalog?categoryId=${node.id}&pageSize=1`);
      if (page.total > 0) list.push(`/products/category/${node.id}/${encodeURIComponent(node.slug)}`);
    }
  }
  for (let page = 1; ; page++) {
    const suppliers = await api(`/suppliers?pageSize=50&page=${page}`);
    for (const supplier of suppliers.items) list.push(`/supplier/${supplier.id}/${encodeURIComponent(supplier.slug)}`);
    if (page * 50 >= suppliers.total) break;
  }
  return list;
}

const given = process.argv.slice(2);
const results = {};
for (const route of given.length ? given : await paths()) {
  const response = await fetch(`${WEB}${route}`);
  const html = await response.text();
  const payload = [...html.matchAll(/<script[^>]*>self\.__next_f\.push\(.*?\)<\/script>/gs)].reduce(
    (sum, match) => sum + bytes(match[0]),
    0,
  );
  const cards = (html.match(/data-testid="product-card"/g) ?? []).length;
  results[route] = { status: response.status, html: bytes(html), payload, cards };
  console.log(
    `${String(response.status).padEnd(4)}${String(bytes(html)).padStart(8)}${String(payload).padStart(8)}  ${
      cards ? `${cards} cards  ` : ''
    }${decodeURIComponent(route)}`,
  );
  if (process.env.WEIGHTS_SAVE) {
    mkdirSync(process.env.WEIGHTS_SAVE, { recursive: true });
    writeFileSync(path.join(process.env.WEIGHTS_SAVE, `${route.replace(/[^\w-]+/g, '_')}.html`), html);
  }
}
if (process.env.WEIGHTS_JSON) writeFileSync(process.env.WEIGHTS_JSON, JSON.stringify(results, null, 2));
