-- sizing catalog schema: the ONLY definition of the database schema.
--
-- The file is a list of migrations, in order. Each starts with a marker line
-- `-- migration: <identifier>` and runs, as one GRDB migration, everything up to
-- the next marker. A migration that has shipped is never edited: change the schema
-- by appending a new migration at the end, which must keep every user row.
-- Each migration ends by setting `PRAGMA user_version` to its ordinal, so a build can
-- recognise (and refuse) a database made by a newer build before touching it.
--
-- Conventions (GRDB): singular camelCased table names, explicit primary keys,
-- NOT NULL unless a value may truly be unknown, foreign keys, and a CHECK constraint on
-- every enumerated text. Behaviors are 'exp' (expanding), 'hug' (hugging) or
-- 'neu' (neutral: hugging iff all children hug, otherwise expanding).

-- migration: v1

-- A table group of the taxonomy ("Buttons", "Simple Frame", …), in the article's order.
CREATE TABLE section (
    id TEXT NOT NULL PRIMARY KEY,              -- stable slug used by seed files, e.g. 'buttons'
    title TEXT NOT NULL UNIQUE,                -- heading text, e.g. 'Simple Building Blocks'
    sectionOrder INTEGER NOT NULL UNIQUE,      -- position of the section in the export (article order first)
    kind TEXT NOT NULL                         -- what the section holds:
        CHECK (kind IN ('entries', 'rules', 'dualCategoryList')),
        -- 'entries': a table of views/modifiers; 'rules': a ruleTable; 'dualCategoryList': the dual-category paragraph
    hasRemarksColumn INTEGER NOT NULL DEFAULT 0  -- 1 when the article's table has a Remarks column
        CHECK (hasRemarksColumn IN (0, 1)),
    origin TEXT NOT NULL                       -- 'article': a section of seed 002; 'beyondArticle': added by this project
        CHECK (origin IN ('article', 'beyondArticle'))
);

-- A built-in view or modifier, one row per variant (e.g. `Link` and `Link` with `Label: View`).
CREATE TABLE entry (
    id TEXT NOT NULL PRIMARY KEY,              -- stable slug, e.g. 'link-label-view'
    sectionId TEXT NOT NULL REFERENCES section(id) ON DELETE RESTRICT,
    rowOrder INTEGER NOT NULL,                 -- position of the row within its section's table
    name TEXT NOT NULL CHECK (name <> ''),     -- lookup name, e.g. 'Link', 'offset'
    variant TEXT NOT NULL DEFAULT '',          -- what distinguishes this row from others of the same name; '' for the plain form
    title TEXT NOT NULL CHECK (title <> ''),   -- the table's Type cell, Markdown, e.g. '`Link` with `Label: View`'
    category TEXT NOT NULL                     -- simple: takes no view parameter; composed: takes a view or view builder
        CHECK (category IN ('simple', 'composed')),
    remarks TEXT NOT NULL DEFAULT '',          -- the table's Remarks cell ('' when none)
    UNIQUE (sectionId, rowOrder),
    UNIQUE (name, variant)
);
CREATE INDEX entry_byName ON entry(name COLLATE NOCASE);

-- Two variants of one view, a simple form and a composed form ("Dual-Category Views").
CREATE TABLE dualCategory (
    simpleEntryId TEXT NOT NULL REFERENCES entry(id) ON DELETE CASCADE,    -- the form without a view parameter
    composedEntryId TEXT NOT NULL REFERENCES entry(id) ON DELETE CASCADE,  -- the form taking a custom view
    PRIMARY KEY (simpleEntryId, composedEntryId),
    CHECK (simpleEntryId <> composedEntryId)
);

-- A published source of documented behaviors.
CREATE TABLE source (
    id TEXT NOT NULL PRIMARY KEY,              -- stable slug, e.g. 'seed002'
    title TEXT NOT NULL,                       -- e.g. the article's title
    author TEXT NOT NULL DEFAULT '',
    url TEXT NOT NULL CHECK (url LIKE 'https://%')
);

-- A behavior per axis as published by a source (provenance: documented).
CREATE TABLE documentedBehavior (
    entryId TEXT NOT NULL REFERENCES entry(id) ON DELETE CASCADE,
    sourceId TEXT NOT NULL REFERENCES source(id) ON DELETE RESTRICT,
    sourceSection TEXT NOT NULL,               -- where in the source the row is, e.g. 'View Taxonomy › Buttons'
    horizontal TEXT NOT NULL CHECK (horizontal IN ('exp', 'hug', 'neu')),
    vertical TEXT NOT NULL CHECK (vertical IN ('exp', 'hug', 'neu')),
    PRIMARY KEY (entryId, sourceId)
);

-- A behavior per axis as derived by the probe through the layout model (provenance: derived).
-- Rewritten by each probe run; never edited by hand.
CREATE TABLE derivedBehavior (
    entryId TEXT NOT NULL PRIMARY KEY REFERENCES entry(id) ON DELETE CASCADE,
    horizontal TEXT NOT NULL CHECK (horizontal IN ('exp', 'hug', 'neu')),
    vertical TEXT NOT NULL CHECK (vertical IN ('exp', 'hug', 'neu')),
    evidence TEXT NOT NULL CHECK (json_valid(evidence)),  -- JSON: the proposals asked and the answers received
    notes TEXT NOT NULL DEFAULT '',            -- e.g. 'bounded', 'overflow', 'ambiguous 10'
    rulesVersion TEXT NOT NULL CHECK (rulesVersion <> ''),  -- version of the layout rules that produced the row
    derivedAt TEXT NOT NULL                    -- ISO 8601 UTC timestamp of the probe run
);

-- A table of rules for a parameterised modifier (Simple Frame, Advanced Frame, Fixed Size).
CREATE TABLE ruleTable (
    id TEXT NOT NULL PRIMARY KEY,              -- stable slug, e.g. 'frame-simple'
    sectionId TEXT NOT NULL UNIQUE REFERENCES section(id) ON DELETE RESTRICT,
    modifier TEXT NOT NULL,                    -- the modifier's signature, e.g. 'frame(width:height:alignment:)'
    argumentHeader TEXT NOT NULL,              -- the article's first column header, Markdown
    behaviorHeader TEXT NOT NULL               -- the article's second column header
);

-- One row of a rule table: an argument value and the behavior it gives on that argument's axis.
CREATE TABLE ruleRow (
    ruleTableId TEXT NOT NULL REFERENCES ruleTable(id) ON DELETE CASCADE,
    rowOrder INTEGER NOT NULL,                 -- position of the row in the article's table
    argumentKind TEXT NOT NULL                 -- machine-readable argument value
        CHECK (argumentKind IN ('omitted', 'finite', 'infinity', 'true', 'false')),
    argumentCell TEXT NOT NULL,                -- the article's cell for it, e.g. 'Finite value', '`.infinity`'
    behavior TEXT NOT NULL CHECK (behavior IN ('exp', 'hug', 'neu')),
    PRIMARY KEY (ruleTableId, rowOrder),
    UNIQUE (ruleTableId, argumentKind)
);

-- A user's own view found by `sizing scan`, with its declared and derived behaviors.
-- User data: no migration or seeding may delete these rows.
CREATE TABLE customView (
    id INTEGER NOT NULL PRIMARY KEY,           -- rowid
    name TEXT NOT NULL CHECK (name <> ''),     -- the struct or function name
    file TEXT NOT NULL CHECK (file <> ''),     -- path of the source file as given to the scan
    line INTEGER NOT NULL CHECK (line >= 1),
    "column" INTEGER NOT NULL CHECK ("column" >= 1),
    declaredHorizontal TEXT CHECK (declaredHorizontal IN ('exp', 'hug', 'neu')),  -- from the doc comment; NULL when undocumented
    declaredVertical TEXT CHECK (declaredVertical IN ('exp', 'hug', 'neu')),
    derivedHorizontal TEXT CHECK (derivedHorizontal IN ('exp', 'hug', 'neu')),    -- from the probe; NULL when it cannot be modelled
    derivedVertical TEXT CHECK (derivedVertical IN ('exp', 'hug', 'neu')),
    verdict TEXT NOT NULL CHECK (verdict IN ('matches', 'differs', 'undocumented', 'cannotModel')),
    reason TEXT NOT NULL DEFAULT '',           -- why it differs, or the construct that cannot be modelled
    bodyFingerprint TEXT NOT NULL,             -- hash of the declaration's body text, to skip unchanged views
    lastScannedAt TEXT NOT NULL,               -- ISO 8601 UTC timestamp of the scan that wrote the row
    UNIQUE (name, file)
);

-- Small key/value facts about the database itself.
CREATE TABLE meta (
    key TEXT NOT NULL PRIMARY KEY CHECK (key IN ('seedFingerprint')),  -- seedFingerprint: hash of the seed last applied
    value TEXT NOT NULL
);

PRAGMA user_version = 1;

-- migration: v2

-- What kind of declaration a custom view row describes (issue 7 scans all three):
-- 'view': a `struct … : View`; 'initializer': an init with @ViewBuilder parameters (a dual-category form);
-- 'modifier': an `extension View` function returning `some View`. Existing rows become 'view'.
ALTER TABLE customView ADD COLUMN kind TEXT NOT NULL DEFAULT 'view'
    CHECK (kind IN ('view', 'initializer', 'modifier'));
CREATE INDEX customView_byName ON customView(name COLLATE NOCASE);

PRAGMA user_version = 2;

-- migration: v3

-- A Swift package whose public views the catalog describes (issue: views from packages). Its
-- views are entries of the 'swift-packages' section that name it; their rows were read from the
-- package's source at `version`.
CREATE TABLE package (
    id TEXT NOT NULL PRIMARY KEY,              -- stable slug, e.g. 'kingfisher'
    name TEXT NOT NULL CHECK (name <> ''),     -- the package's name, e.g. 'Kingfisher'
    module TEXT NOT NULL CHECK (module <> ''), -- the module a file imports to use the views, e.g. 'Kingfisher'
    version TEXT NOT NULL CHECK (version <> ''),  -- the tag the rows were read at, e.g. '8.11.0'
    url TEXT NOT NULL CHECK (url LIKE 'https://%')  -- the repository
);

-- The package an entry's view comes from; NULL for SwiftUI's own views and modifiers.
ALTER TABLE entry ADD COLUMN packageId TEXT REFERENCES package(id) ON DELETE RESTRICT;
CREATE INDEX entry_byPackage ON entry(packageId);

PRAGMA user_version = 3;

-- migration: v4

-- A built-in entry's behavior as the probe derives it on a platform other than iOS, stored
-- where it differs from iOS's row in derivedBehavior (a Toggle is a checkbox on macOS: h-hug).
-- Rewritten with derivedBehavior by each probe run; never edited by hand. The derived rows are
-- dropped here so that the next use derives both again (they are the probe's, never a user's).
CREATE TABLE platformBehavior (
    entryId TEXT NOT NULL REFERENCES entry(id) ON DELETE CASCADE,
    platform TEXT NOT NULL CHECK (platform IN ('macOS', 'watchOS', 'tvOS', 'visionOS')),
    horizontal TEXT NOT NULL CHECK (horizontal IN ('exp', 'hug', 'neu')),
    vertical TEXT NOT NULL CHECK (vertical IN ('exp', 'hug', 'neu')),
    evidence TEXT NOT NULL CHECK (json_valid(evidence)),  -- JSON: the proposals asked and the answers received
    notes TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (entryId, platform)
);
DELETE FROM derivedBehavior;

PRAGMA user_version = 4;
