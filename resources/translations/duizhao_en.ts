<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ConvertCommand</name>
    <message numerus="yes">
        <source>%1: %n likely mistake(s) of OpenCC fixed</source>
        <translation>
            <numerusform>%1: %n likely mistake of OpenCC fixed</numerusform>
            <numerusform>%1: %n likely mistakes of OpenCC fixed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: written to %2 (%n document(s) changed)</source>
        <translation>
            <numerusform>%1: written to %2 (%n document changed)</numerusform>
            <numerusform>%1: written to %2 (%n documents changed)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and %n more</source>
        <translation>
            <numerusform> and %n more</numerusform>
            <numerusform> and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DetectCommand</name>
    <message numerus="yes">
        <source>%1 (a guess from %n Han character(s))</source>
        <translation>
            <numerusform>%1 (a guess from %n Han character)</numerusform>
            <numerusform>%1 (a guess from %n Han characters)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  book: EPUB, %n chapter(s)</source>
        <translation>
            <numerusform>  book: EPUB, %n chapter</numerusform>
            <numerusform>  book: EPUB, %n chapters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n of which do(es) not read</source>
        <translation>
            <numerusform>, %n of which does not read</numerusform>
            <numerusform>, %n of which do not read</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Explanation</name>
    <message numerus="yes">
        <source>OpenCC wrote %1; this text uses %2 as part of a name, %n time(s)</source>
        <translation>
            <numerusform>OpenCC wrote %1; this text uses %2 as part of a name, %n time</numerusform>
            <numerusform>OpenCC wrote %1; this text uses %2 as part of a name, %n times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewCommand</name>
    <message numerus="yes">
        <source>%n likely mistake(s) of OpenCC fixed
</source>
        <translation>
            <numerusform>%n likely mistake of OpenCC fixed
</numerusform>
            <numerusform>%n likely mistakes of OpenCC fixed
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n span(s) to review listed, the riskiest first; %2 risky
</source>
        <translation>
            <numerusform>%1 of %n span to review listed, the riskiest first; %2 risky
</numerusform>
            <numerusform>%1 of %n spans to review listed, the riskiest first; %2 risky
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n span(s) to review, the riskiest first; %1 risky
</source>
        <translation>
            <numerusform>%n span to review, the riskiest first; %1 risky
</numerusform>
            <numerusform>%n spans to review, the riskiest first; %1 risky
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TextFile</name>
    <message numerus="yes">
        <source>%n bad byte sequence(s) replaced with U+FFFD (�), the first at line %1, column %2; the file itself is unchanged</source>
        <translation>
            <numerusform>%n bad byte sequence replaced with U+FFFD (�), the first at line %1, column %2; the file itself is unchanged</numerusform>
            <numerusform>%n bad byte sequences replaced with U+FFFD (�), the first at line %1, column %2; the file itself is unchanged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it has %n other name(s) (hard links), which would keep the old text; convert a copy instead</source>
        <translation>
            <numerusform>it has %n other name (a hard link), which would keep the old text; convert a copy instead</numerusform>
            <numerusform>it has %n other names (hard links), which would keep the old text; convert a copy instead</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>read as %1, a guess from only %n Han character(s): if the text reads wrongly, name its encoding</source>
        <translation>
            <numerusform>read as %1, a guess from only %n Han character: if the text reads wrongly, name its encoding</numerusform>
            <numerusform>read as %1, a guess from only %n Han characters: if the text reads wrongly, name its encoding</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>duizhao::BookChapters</name>
    <message numerus="yes">
        <source>%n chapter(s) of this book do not read, marked in the list; saving the book asks whether to copy them unconverted.</source>
        <translation>
            <numerusform>%n chapter of this book does not read, marked in the list; saving the book asks whether to copy it unconverted.</numerusform>
            <numerusform>%n chapters of this book do not read, marked in the list; saving the book asks whether to copy them unconverted.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>duizhao::BookDialog</name>
    <message numerus="yes">
        <source>%n likely mistake(s) of OpenCC fixed.</source>
        <translation>
            <numerusform>%n likely mistake of OpenCC fixed.</numerusform>
            <numerusform>%n likely mistakes of OpenCC fixed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fixed</source>
        <translation>
            <numerusform>%n fixed</numerusform>
            <numerusform>%n fixed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) to convert.</source>
        <translation>
            <numerusform>%n file to convert.</numerusform>
            <numerusform>%n files to convert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more (see the details)</source>
        <translation>
            <numerusform>and %n more (see the details)</numerusform>
            <numerusform>and %n more (see the details)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) were in the conversion&apos;s script already (see below).</source>
        <translation>
            <numerusform>%n file was in the conversion&apos;s script already (see below).</numerusform>
            <numerusform>%n files were in the conversion&apos;s script already (see below).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n output(s) are still those of an earlier run.</source>
        <translation>
            <numerusform>%n output is still that of an earlier run.</numerusform>
            <numerusform>%n outputs are still those of an earlier run.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Suggested by the book&apos;s first chapters: most of their text (%1 of %n chapter(s)) reads as %2.</source>
        <translation>
            <numerusform>Suggested by the book&apos;s first chapter: its text (%1 of %n chapter) reads as %2.</numerusform>
            <numerusform>Suggested by the book&apos;s first chapters: most of their text (%1 of %n chapters) reads as %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left out, listed in the report with why.</source>
        <translation>
            <numerusform>%n left out, listed in the report with why.</numerusform>
            <numerusform>%n left out, listed in the report with why.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>duizhao::ChangeStatus</name>
    <message numerus="yes">
        <source>%n likely mistake(s) of OpenCC fixed</source>
        <translation>
            <numerusform>%n likely mistake of OpenCC fixed</numerusform>
            <numerusform>%n likely mistakes of OpenCC fixed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n change</numerusform>
            <numerusform>%n changes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n character(s) changed</source>
        <translation>
            <numerusform>%n character changed</numerusform>
            <numerusform>%n characters changed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) changed</source>
        <translation>
            <numerusform>%n line changed</numerusform>
            <numerusform>%n lines changed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n edit(s) of yours</source>
        <translation>
            <numerusform>%n edit of yours</numerusform>
            <numerusform>%n edits of yours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>duizhao::FindBar</name>
    <message numerus="yes">
        <source>%n replaced</source>
        <translation>
            <numerusform>%n replaced</numerusform>
            <numerusform>%n replaced</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>duizhao::NamesModel</name>
    <message numerus="yes">
        <source>In this text %n time(s)</source>
        <translation>
            <numerusform>In this text %n time</numerusform>
            <numerusform>In this text %n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In the book %n time(s)</source>
        <translation>
            <numerusform>In the book %n time</numerusform>
            <numerusform>In the book %n times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>duizhao::ReviewActions</name>
    <message numerus="yes">
        <source>Revert All %n Fixes to OpenCC&apos;s %1</source>
        <translation>
            <numerusform>Revert the %n Fix to OpenCC&apos;s %1</numerusform>
            <numerusform>Revert All %n Fixes to OpenCC&apos;s %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pick for this and %n alike not yet reviewed</source>
        <translation>
            <numerusform>Pick for this and %n alike not yet reviewed</numerusform>
            <numerusform>Pick for this and %n alike not yet reviewed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Mark %n alike as reviewed</source>
        <translation>
            <numerusform>Mark %n alike as reviewed</numerusform>
            <numerusform>Mark %n alike as reviewed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 written %2 in %n place(s); the glossary %3 keeps it for the book</source>
        <translation>
            <numerusform>%1 written %2 in %n place; the glossary %3 keeps it for the book</numerusform>
            <numerusform>%1 written %2 in %n places; the glossary %3 keeps it for the book</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>duizhao::ReviewController</name>
    <message numerus="yes">
        <source>%n likely mistake(s) of OpenCC fixed; Edit → Undo takes them back</source>
        <translation>
            <numerusform>%n likely mistake of OpenCC fixed; Edit → Undo takes it back</numerusform>
            <numerusform>%n likely mistakes of OpenCC fixed; Edit → Undo takes them back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>OpenCC&apos;s own candidate is back in %n place(s)</source>
        <translation>
            <numerusform>OpenCC&apos;s own candidate is back in %n place</numerusform>
            <numerusform>OpenCC&apos;s own candidate is back in %n places</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 → %2, %n span(s)</source>
        <translation>
            <numerusform>%1 → %2, %n span</numerusform>
            <numerusform>%1 → %2, %n spans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n span(s) reviewed</source>
        <translation>
            <numerusform>%n span reviewed</numerusform>
            <numerusform>%n spans reviewed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n picked</source>
        <translation>
            <numerusform>%n picked</numerusform>
            <numerusform>%n picked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n likely mistake(s) of OpenCC fixed, as the text was left</source>
        <translation>
            <numerusform>%n likely mistake of OpenCC fixed, as the text was left</numerusform>
            <numerusform>%n likely mistakes of OpenCC fixed, as the text was left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undone: %n span(s) as they were before</source>
        <translation>
            <numerusform>Undone: %n span as it was before</numerusform>
            <numerusform>Undone: %n spans as they were before</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Redone: %n span(s)</source>
        <translation>
            <numerusform>Redone: %n span</numerusform>
            <numerusform>Redone: %n spans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The review of this text was restored: %1, and %n likely mistake(s) of OpenCC fixed, as they were</source>
        <translation>
            <numerusform>The review of this text was restored: %1, and %n likely mistake of OpenCC fixed, as it was</numerusform>
            <numerusform>The review of this text was restored: %1, and %n likely mistakes of OpenCC fixed, as they were</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>duizhao::ReviewPanel</name>
    <message numerus="yes">
        <source>%1 — %n rule(s)</source>
        <translation>
            <numerusform>%1 — %n rule</numerusform>
            <numerusform>%1 — %n rules</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n likely mistake(s) of OpenCC fixed here: the risk is that OpenCC&apos;s choice was wrong</source>
        <translation>
            <numerusform>%n likely mistake of OpenCC fixed here: the risk is that OpenCC&apos;s choice was wrong</numerusform>
            <numerusform>%n likely mistakes of OpenCC fixed here: the risk is that OpenCC&apos;s choice was wrong</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n risky span(s)</source>
        <translation>
            <numerusform>%n risky span</numerusform>
            <numerusform>%n risky spans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ambiguous character(s) at low risk, no decision.</source>
        <translation>
            <numerusform>%n ambiguous character at low risk, no decision.</numerusform>
            <numerusform>%n ambiguous characters at low risk, no decision.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n risky span(s), every one reviewed</source>
        <translation>
            <numerusform>%n risky span, reviewed</numerusform>
            <numerusform>%n risky spans, every one reviewed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n risky span(s), %1 of them reviewed</source>
        <translation>
            <numerusform>%n risky span, %1 of them reviewed</numerusform>
            <numerusform>%n risky spans, %1 of them reviewed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>duizhao::SaveCommands</name>
    <message numerus="yes">
        <source>It was read with %n bad byte sequence(s) replaced by U+FFFD (�); the bytes they stood for would be lost.</source>
        <translation>
            <numerusform>It was read with %n bad byte sequence replaced by U+FFFD (�); the bytes they stood for would be lost.</numerusform>
            <numerusform>It was read with %n bad byte sequences replaced by U+FFFD (�); the bytes they stood for would be lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) that do not read copied unconverted.</source>
        <translation>
            <numerusform>%n document that does not read copied unconverted.</numerusform>
            <numerusform>%n documents that do not read copied unconverted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) of the book cannot be read, so they cannot be converted:</source>
        <translation>
            <numerusform>%n document of the book cannot be read, so it cannot be converted:</numerusform>
            <numerusform>%n documents of the book cannot be read, so they cannot be converted:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved the book %1: %n chapter(s) as they read here, the others as converted.</source>
        <translation>
            <numerusform>Saved the book %1: %n chapter as it reads here, the others as converted.</numerusform>
            <numerusform>Saved the book %1: %n chapters as they read here, the others as converted.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>duizhao::StatusMessages</name>
    <message numerus="yes">
        <source>%n of your edits kept,</source>
        <translation>
            <numerusform>%n of your edits kept,</numerusform>
            <numerusform>%n of your edits kept,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gave way to the rules;</source>
        <translation>
            <numerusform>%n gave way to the rules;</numerusform>
            <numerusform>%n gave way to the rules;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n review(s) kept.</source>
        <translation>
            <numerusform>%n review kept.</numerusform>
            <numerusform>%n reviews kept.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Back to this chapter with your %n edit(s).</source>
        <translation>
            <numerusform>Back to this chapter with your %n edit.</numerusform>
            <numerusform>Back to this chapter with your %n edits.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept,</source>
        <translation>
            <numerusform>%n kept,</numerusform>
            <numerusform>%n kept,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gave way to the rules changed since.</source>
        <translation>
            <numerusform>%n gave way to the rules changed since.</numerusform>
            <numerusform>%n gave way to the rules changed since.</numerusform>
        </translation>
    </message>
</context>
</TS>
