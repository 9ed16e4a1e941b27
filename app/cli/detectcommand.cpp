// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/detectcommand.h"

#include "cli/commandline.h"
#include "cli/commandsupport.h"
#include "cli/terminal.h"
#include "core/books/chapteredtext.h"
#include "core/books/epub/epubbook.h"
#include "core/conversion/converter.h"
#include "core/text/encodingdetector.h"
#include "core/text/scriptdetector.h"
#include "core/text/textfile.h"

namespace duizhao {

QString DetectCommand::scriptLines(const ScriptReport &report)
{
    // A long text is judged by its beginning: its count is that of the beginning, and says so.
    const QString han = report.sampled ? tr("%1 in the first %2 characters")
                                             .arg(report.hanCharacters)
                                             .arg(ScriptDetector::SampleSize)
                                       : QString::number(report.hanCharacters);
    return tr("  script: %1\n"
              "  han characters: %2\n"
              "  s2t would change: %3\n"
              "  t2s would change: %4\n"
              "  suggested config: %5\n")
        .arg(ScriptReport::scriptName(report.script), han)
        .arg(CommandSupport::percent(report.s2tShare), CommandSupport::percent(report.t2sShare),
             report.suggestedConfig.isEmpty() ? tr("none") : report.suggestedConfig);
}

int DetectCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Tell each file's encoding, byte-order mark, line endings and script (Simplified, "
           "Traditional or mixed), and suggest an OpenCC config; of an EPUB book, its chapters "
           "and their script."));
    CommandSupport::addCommonOptions(parser);
    parser.addPositionalArgument(tr("files"), tr("Files to examine."), tr("FILE..."));
    if (const int code = CommandSupport::parse(parser, arguments, QStringLiteral("detect"));
        code >= 0)
        return code;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return CommandSupport::usageError(tr("detect needs at least one file"));

    const auto s2t = CommandSupport::loadConverter(parser, QStringLiteral("s2t"));
    const auto t2s = CommandSupport::loadConverter(parser, QStringLiteral("t2s"));
    if (!s2t || !t2s)
        return ExitProcessingError;
    const ScriptDetector detector(s2t, t2s);

    int failures = 0;
    for (const QString &file : files) {
        // A book: its documents are UTF-8 or UTF-16 as their declarations say; what it is told
        // for is its script, read in its chapters as one text.
        // A chapter that does not read is named, and the book told by the others, as the window
        // opens it.
        if (EpubBook::isEpub(file)) {
            QString error;
            const std::optional<EpubBook> book = EpubBook::open(file, &error);
            QList<EpubBook::UnreadableChapter> unreadable;
            const std::optional<ChapteredText> text =
                book ? book->wholeText(&error, EpubBook::Unreadable::Skip, &unreadable)
                     : std::nullopt;
            // A book no chapter of which reads tells nothing: that is a failure, said as before.
            const bool noneRead = text && text->chapters.isEmpty() && !unreadable.isEmpty();
            if (!text || noneRead) {
                CommandSupport::reportError(noneRead ? unreadable.front().why : error);
                ++failures;
                continue;
            }
            for (const EpubBook::UnreadableChapter &chapter : unreadable)
                CommandSupport::reportWarning(tr("%1 (left out of what is told)").arg(chapter.why));
            const ScriptReport report =
                detector.analyse(text->text, ScriptDetector::Shares::Measure);
            QString chapters =
                tr("  book: EPUB, %n chapter(s)", nullptr, int(book->chapters().size()));
            if (!unreadable.isEmpty())
                chapters += tr(", %n of which do(es) not read", nullptr, int(unreadable.size()));
            Terminal::out(file + u'\n' + chapters + u'\n' + scriptLines(report));
            continue;
        }
        const ReadResult read = TextFile::read(file);
        if (!read.ok()) {
            CommandSupport::reportError(read.error->message());
            ++failures;
            continue;
        }
        const ScriptReport report = detector.analyse(read.text, ScriptDetector::Shares::Measure);
        // How sure the encoding is, when it rests on a few characters.
        QString encoding = read.format.encoding;
        if (const EncodingGuess guess =
                EncodingDetector::detect(TextFile::readBytes(file, ReadOptions().sizeLimit).bytes);
            guess.fewCharacters > 0 && guess.encoding == encoding)
            encoding = tr("%1 (a guess from %n Han character(s))", nullptr, guess.fewCharacters)
                           .arg(encoding);
        const QString yes = tr("yes");
        const QString no = tr("no");
        // Read text has LF for every line break it had: without one, a file has no line endings
        // to tell (an empty file, a single line), whatever a save would write.
        const QString lineEndings = read.text.contains(u'\n') ? read.format.lineBreaks.description()
                                                              : tr("none (no line break)");
        Terminal::out(file + u'\n' +
                      tr("  encoding: %1\n"
                         "  bom: %2\n"
                         "  line endings: %3\n")
                          .arg(encoding, read.format.bom ? yes : no, lineEndings) +
                      scriptLines(report));
    }
    return failures > 0 ? ExitProcessingError : ExitSuccess;
}

} // namespace duizhao
