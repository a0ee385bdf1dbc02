"""`sizing lsp` driven by a real LSP client (pytest-lsp, with Neovim 0.11's capabilities).

The server is the binary `$SIZING_BINARY` (Tests/SizingCLITests/LSPClientTests.swift sets it to
the one under test). The workspace is a copy of Tests/SizingCLITests/LSPFixtures/Project, whose
`Card` documents h-hug, v-hug while our probe derives h-exp, v-hug (an HStack with a Spacer
expands horizontally, a fixed-height frame hugs vertically: layout-rules §13, seed 002).
"""

import asyncio
import os
import pathlib
import shutil
import tempfile

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

HERE = pathlib.Path(__file__).resolve().parent
FIXTURE = HERE.parent / "SizingCLITests" / "LSPFixtures" / "Project"
# The cache and catalog of this run, not the user's.
SCRATCH = tempfile.mkdtemp(prefix="sizing-lsp-client-")
ENVIRONMENT = dict(
    os.environ,
    SIZING_CACHE_DIR=os.path.join(SCRATCH, "cache"),
    SIZING_DB=os.path.join(SCRATCH, "catalog.sqlite"),
)
# A guard against a hang, not a timing assertion: a debug build's first scan takes seconds.
PATIENCE = 120


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[os.environ["SIZING_BINARY"], "lsp"], server_env=ENVIRONMENT))
async def client(lsp_client: LanguageClient, tmp_path):
    project = tmp_path / "Project"
    shutil.copytree(FIXTURE, project)
    lsp_client.project = project
    lsp_client.inlay_hint_refreshes = 0

    # Neovim's capabilities say the client refreshes its inlay hints when asked: count the asks.
    @lsp_client.feature(types.WORKSPACE_INLAY_HINT_REFRESH)
    def refresh(params=None):
        lsp_client.inlay_hint_refreshes += 1
    params = types.InitializeParams(
        capabilities=client_capabilities("neovim@v0.11.0"),
        root_uri=project.as_uri(),
        workspace_folders=[types.WorkspaceFolder(uri=project.as_uri(), name="Project")],
    )
    await lsp_client.initialize_session(params)
    yield
    await lsp_client.shutdown_session()


async def until(condition, what):
    """Waits until `condition()` holds, the client handling messages meanwhile; `what()` says
    what was seen instead when it never does."""
    for _ in range(PATIENCE * 20):
        if condition():
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"the server did not answer in time: {what()}")


def applied(text, edits):
    """`text` with LSP text edits applied (positions in UTF-8 bytes, as negotiated with
    Neovim's capabilities, which offer utf-8 first)."""
    lines = text.encode().split(b"\n")
    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        start, end = edit.range.start, edit.range.end
        head = lines[start.line][: start.character]
        tail = lines[end.line][end.character :]
        new = (head + edit.new_text.encode() + tail).split(b"\n")
        lines[start.line : end.line + 1] = new
    return b"\n".join(lines).decode()


async def test_diagnostics_hover_quick_fix_and_the_edit_that_clears_them(client: LanguageClient):
    cards = client.project / "Cards.swift"
    uri = cards.as_uri()
    text = cards.read_text()

    # Opening the file publishes its problem: Card's documented behavior differs.
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=1, text=text))
    )
    await until(lambda: uri in client.diagnostics, lambda: client.diagnostics)
    [diagnostic] = client.diagnostics[uri]
    assert diagnostic.range.start.line == 5  # `struct Card: View`, zero-based
    assert diagnostic.code == "sizing/differs"
    assert diagnostic.severity == types.DiagnosticSeverity.Error
    assert diagnostic.message.startswith("Card (view): documented h-hug, v-hug, derived h-exp, v-hug")

    # Hover on the view's name: its behavior per axis and how it was derived.
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=5, character=9))
    )
    assert hover.contents.kind == types.MarkupKind.Markdown
    assert "**Card** (view)" in hover.contents.value
    assert "**horizontal**: expanding (documented hugging)" in hover.contents.value
    assert "**method**: from its own answers to the probe's proposals" in hover.contents.value

    # The quick fix corrects the doc comment; applied, it is what `sizing scan --fix` writes.
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=types.Position(line=5, character=0), end=types.Position(line=5, character=0)),
            context=types.CodeActionContext(diagnostics=[diagnostic]),
        )
    )
    [action] = actions
    assert action.kind == types.CodeActionKind.QuickFix
    assert action.title == "Correct Card's doc comment to h-exp, v-hug"
    fixed = applied(text, action.edit.changes[uri])
    assert fixed == text.replace(
        "/// Intrinsic sizing behavior: h-hug, v-hug\nstruct Card", "/// Intrinsic sizing behavior: h-exp, v-hug\nstruct Card", 1
    )

    # The edited text, unsaved: the diagnostic goes away, and the file on disk is unchanged.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)],
        )
    )
    await until(lambda: len(client.diagnostics[uri]) == 0, lambda: client.diagnostics)
    assert cards.read_text() == text
    # Each scan asked the client to refresh its inlay hints (Neovim's capabilities allow it).
    assert client.inlay_hint_refreshes >= 2


async def test_a_file_that_does_not_parse_and_a_malformed_request_leave_the_server_running(client: LanguageClient):
    broken = client.project / "Broken.swift"
    uri = broken.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=1, text=broken.read_text()))
    )
    await until(lambda: uri in client.diagnostics, lambda: client.diagnostics)
    [diagnostic] = client.diagnostics[uri]
    assert diagnostic.severity == types.DiagnosticSeverity.Information
    assert "does not parse" in diagnostic.message

    # A method the server does not answer is an error; the server answers the next request.
    try:
        await client.protocol.send_request_async("sizing/unknown", {})
        raise AssertionError("an unknown method was answered")
    except Exception as error:  # pygls raises its JsonRpcMethodNotFound
        assert "not a method" in str(error) or "MethodNotFound" in type(error).__name__
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=5, character=9))
    )
    assert hover is not None and "Text" in hover.contents.value
