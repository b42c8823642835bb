"""Gives the combined DocC site's landing page the package's introduction.

`docc merge` synthesizes the landing page of a combined archive as a bare list of modules.
This rewrites its render JSON (DIR/data/documentation.json): the abstract and the content
come from Docs/Landing.md, a Markdown subset (paragraphs, `##` headings, `-` lists, pipe
tables; inline `code`, **strong**, *emphasis* and ``Module`` links), and the modules are
listed, on the page and in the sidebar, in Package.swift's order, which README.md follows.

usage: python3 Scripts/docs-landing.py SITE_DIR Docs/Landing.md Module...
"""

import json
import re
import sys


def inline(text, references):
    """Render JSON inline content for one line of Markdown."""
    content = []
    pattern = re.compile(r"``(\w+)``|`([^`]+)`|\*\*([^*]+)\*\*|\*([^*]+)\*")
    position = 0
    for match in pattern.finditer(text):
        if match.start() > position:
            content.append({"type": "text", "text": text[position : match.start()]})
        module, code, strong, emphasis = match.groups()
        if module:
            identifier = f"doc://{module}/documentation/{module}"
            if identifier not in references:
                sys.exit(f"docs-landing: ``{module}`` is not a module of the site")
            content.append({"type": "reference", "identifier": identifier, "isActive": True})
        elif code:
            content.append({"type": "codeVoice", "code": code})
        elif strong:
            content.append({"type": "strong", "inlineContent": [{"type": "text", "text": strong}]})
        else:
            content.append({"type": "emphasis", "inlineContent": [{"type": "text", "text": emphasis}]})
        position = match.end()
    if position < len(text):
        content.append({"type": "text", "text": text[position:]})
    return content


def paragraph(text, references):
    return {"type": "paragraph", "inlineContent": inline(text, references)}


def blocks(markdown, references):
    """The abstract (first paragraph) and the content blocks of the rest."""
    chunks = [chunk.strip() for chunk in markdown.strip().split("\n\n")]
    abstract = inline(chunks[0].replace("\n", " "), references)
    content = []
    for chunk in chunks[1:]:
        lines = chunk.splitlines()
        if chunk.startswith("## "):
            title = chunk[3:].strip()
            content.append({"type": "heading", "level": 2, "text": title, "anchor": re.sub(r"\W+", "-", title)})
        elif chunk.startswith("|"):
            rows = [[cell.strip() for cell in line.strip("|").split("|")] for line in lines if not re.match(r"^\|[-| ]+\|$", line)]
            content.append({
                "type": "table",
                "header": "row",
                "rows": [[[paragraph(cell, references)] for cell in row] for row in rows],
            })
        elif chunk.startswith("- "):
            items = re.split(r"\n(?=- )", chunk)
            content.append({
                "type": "unorderedList",
                "items": [{"content": [paragraph(item[2:].replace("\n", " "), references)]} for item in items],
            })
        else:
            content.append(paragraph(chunk.replace("\n", " "), references))
    return abstract, content


def main():
    site, landing, modules = sys.argv[1], sys.argv[2], sys.argv[3:]
    path = f"{site}/data/documentation.json"
    with open(path, encoding="utf-8") as file:
        page = json.load(file)
    references = page["references"]
    with open(landing, encoding="utf-8") as file:
        abstract, content = blocks(file.read(), references)
    page["abstract"] = abstract
    page["primaryContentSections"] = [{"kind": "content", "content": content}]
    listed = [f"doc://{module}/documentation/{module}" for module in modules]
    missing = [identifier for identifier in listed if identifier not in references]
    if missing:
        sys.exit(f"docs-landing: the site has no page for {missing}")
    page["topicSections"] = [{"title": "Modules", "identifiers": listed}]
    page["topicSectionsStyle"] = "list"
    with open(path, "w", encoding="utf-8") as file:
        json.dump(page, file, ensure_ascii=False)

    # The sidebar lists the modules in the same order.
    index_path = f"{site}/index/index.json"
    with open(index_path, encoding="utf-8") as file:
        index = json.load(file)
    for root in index["interfaceLanguages"]["swift"]:
        order = {module: position for position, module in enumerate(modules)}
        root["children"] = sorted(root.get("children", []), key=lambda child: order.get(child.get("title"), len(order)))
    with open(index_path, "w", encoding="utf-8") as file:
        json.dump(index, file, ensure_ascii=False)


main()
