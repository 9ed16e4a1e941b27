// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/books/fileconversion.h"

#include "core/conversion/chunkedconversion.h"
#include "core/conversion/configcatalog.h"
#include "core/conversion/conversionplan.h"
#include "core/conversion/converter.h"
#include "core/conversion/convertercache.h"
#include "core/jobs/jobcontrol.h"
#include "core/jobs/workerpool.h"
#include "core/names/booknames.h"
#include "core/names/namefinder.h"
#include "core/review/explanation.h"
#include "core/text/distinctcharacters.h"
#include "core/text/encodingdetector.h"
#include "core/text/scriptdetector.h"
#include "core/text/textencoding.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

#include <deque>
#include <future>
#include <utility>

namespace duizhao {

namespace {

// UTF-8 in and UTF-8 out with the line endings kept: OpenCC works on the bytes as they are.
ConvertedFile convertUtf8(QByteArray bytes, qsizetype bomSize, bool bom, const Converter &converter,
                          JobControl &control)
{
    ConvertedFile file;
    file.pieces = convertUtf8Text(converter, QByteArrayView(bytes).sliced(bomSize), &control);
    if (control.isCancelled())
        return file;
    if (bom)
        file.pieces.prepend(TextEncoding::byteOrderMark(TextEncoding::Utf8));
    return file;
}

// The characters of text that encoding cannot hold, each once, in order; on a failed write only.
QString lackedCharacters(QStringView text, const QString &encoding)
{
    DistinctCharacters distinct;
    distinct.add(text);
    const QString characters = distinct.take(distinct.seen());
    QString lacked;
    for (qsizetype at = 0; at < characters.size();) {
        const qsizetype width = characters[at].isHighSurrogate() ? 2 : 1; // whole code points
        const QStringView character = QStringView(characters).sliced(at, width);
        at += width;
        if (!TextEncoding::canEncode(encoding, character))
            lacked += character;
    }
    return lacked;
}

// The characters lacked in an encoding that the config writing a region's forms from OpenCC's
// standard ones (t2tw, t2hk) still writes outside it: none for 着 in Big5 (→ 著), 嗻, which no
// Big5 has whatever converts it; all of them where the config does not load.
QString lackedInRegionsForms(const QString &config, const QString &lacked, const QString &encoding)
{
    // Loaded once: every chapter of a book written to Big5 may ask.
    static const ConverterCache converters;
    QString error;
    const std::shared_ptr<const Converter> converter = converters.get(config, &error);
    return converter ? lackedCharacters(converter->convert(lacked), encoding) : lacked;
}

// The advice to convert with a region's config where its forms fit the encoding, all of them or
// all but a few; empty where they help no more than the config used.
QString regionsAdvice(const QString &config, const QString &lacked, const QString &encoding,
                      const QString &region)
{
    const QString left = lackedInRegionsForms(config, lacked, encoding);
    if (left.isEmpty())
        return FileConversion::tr("convert with %1 or write UTF-8").arg(region);
    if (left.toUcs4().size() < lacked.toUcs4().size())
        return FileConversion::tr("convert with %1, whose forms %2 holds but for %3, or write "
                                  "UTF-8")
            .arg(region, encoding, left);
    return {};
}

// Any other encoding or line ending, a glossary or quotes: through the decoded text.
ConvertedFile convertDecoded(QByteArray bytes, const EncodingGuess &guess, const QString &path,
                             const FileConversionSettings &settings, JobControl &control)
{
    ConvertedFile file;
    ReadOptions reading;
    reading.encoding = settings.fromEncoding;
    reading.encodingNaming = settings.fromEncodingNaming;
    ReadResult read = TextFile::decode(std::move(bytes), path, reading, guess);
    if (!read.ok()) {
        file.error = read.error;
        return file;
    }
    file.warning = read.warning;
    file.guessedFromFew = read.guessedFromFew;
    ConversionPlan plan =
        ConversionPlan::forConfig(settings.converter, settings.glossary, settings.quotes);
    plan.fixLikely = settings.fixLikely;
    plan.bookNames = settings.bookNames;
    QString converted;
    if (plan.fixes()) {
        // Fixes are decided on the whole text explained (a name of chapter 1 fixes chapter 300).
        Explanation explanation = explainText(plan, read.text, &control);
        converted = std::move(explanation.result);
        file.fixes = int(explanation.fixes.size());
    } else {
        converted = convertText(plan, read.text, &control);
    }
    read.text = QString();
    if (control.isCancelled())
        return file;

    TextFormat format = read.format;
    if (!settings.toEncoding.encoding.isEmpty()) {
        format.encoding = settings.toEncoding.encoding;
        format.bom = settings.toEncoding.bom;
    }
    if (settings.lineEnding)
        format.lineBreaks = LineBreaks{*settings.lineEnding, {}};
    TextFile::EncodedText encoded =
        TextFile::encode(converted, format, {settings.replaceUnrepresentable});
    if (encoded.error) {
        QString reason = *encoded.error + QStringLiteral("; ") +
                         FileConversion::adviceFor(format.encoding, *settings.converter,
                                                   lackedCharacters(converted, format.encoding));
        if (!settings.encodingChoice.isEmpty())
            reason = FileConversion::tr("%1 (%2)", "the advice, and how to act on it")
                         .arg(reason, settings.encodingChoice);
        file.error = FileError{path, reason};
    } else {
        file.pieces = std::move(encoded.pieces);
    }
    return file;
}

// Whether the settings ask for nothing that needs the whole decoded text: a glossary, quotes or
// other line endings.
bool noTextRules(const FileConversionSettings &settings)
{
    return !settings.quotes && !settings.glossary && !settings.lineEnding;
}

// Whether the settings let a file's bytes be converted as they are: fixes need the decoded text
// too.
bool keepsTheBytes(const FileConversionSettings &settings)
{
    return noTextRules(settings) && !settings.fixLikely;
}

// Whether bytes are UTF-8 that a conversion in blocks takes: valid, and free of NULs.
bool isCleanUtf8(QByteArrayView bytes)
{
    return !bytes.contains('\0') && EncodingDetector::isValidUtf8(bytes);
}

// Whether a file of this guess, with this content, is UTF-8 that is written as UTF-8.
bool utf8Throughout(const EncodingGuess &guess, QByteArrayView content,
                    const FileConversionSettings &settings)
{
    const QString target =
        settings.toEncoding.encoding.isEmpty() ? guess.encoding : settings.toEncoding.encoding;
    // Input that is not known to be clean UTF-8 goes the decoding way, which reports what is
    // wrong with it.
    return guess.encoding == TextEncoding::Utf8 && target == TextEncoding::Utf8 &&
           (guess.verified ? !content.contains('\0') : isCleanUtf8(content));
}

// Whether a file of this guess, with this content, is converted as UTF-8 bytes to UTF-8 bytes.
bool staysUtf8(const EncodingGuess &guess, QByteArrayView content,
               const FileConversionSettings &settings)
{
    return keepsTheBytes(settings) && utf8Throughout(guess, content, settings);
}

// A file read a block at a time, each block ending where a conversion may cut the text (see
// lastChunkCut); what follows the cut begins the next block. No more than the size limit is read,
// as TextFile::readBytes reads no more: the file may grow while it is read.
class BlockReader {
public:
    static constexpr qint64 BlockSize = 1024 * 1024;

    explicit BlockReader(QFile &file, qint64 blockSize = BlockSize)
        : m_file(file)
        , m_blockSize(blockSize)
    {}

    // Reads the file again from its beginning.
    bool restart()
    {
        m_rest.clear();
        m_previous.clear();
        m_read = 0;
        return m_file.seek(0);
    }

    // The next block, empty at the end; nothing when the file cannot be read or has grown past the
    // limit (tooLarge()).
    std::optional<QByteArray> next()
    {
        QByteArray block = reusedBlock();
        for (;;) {
            // Read into the block itself: a block read apart and appended faulted in the pages of
            // two blocks, each as large as the system serves fresh (returnLargeBlocksToTheSystem).
            const qsizetype before = block.size();
            block.resize(before + m_blockSize);
            const qint64 read = m_file.read(block.data() + before, m_blockSize);
            if (read < 0)
                return std::nullopt;
            block.truncate(before + read);
            m_read += read;
            if (m_file.error() != QFileDevice::NoError || tooLarge())
                return std::nullopt;
            if (read == 0)
                return m_previous = block; // the end, or the last block
            // Only the bytes read now can hold a cut (those before held none), and a mark of up to
            // three bytes may begin in the two before them: a line of any length is read once.
            const qsizetype from = qMax<qsizetype>(0, before - 2);
            if (const qsizetype cut = lastChunkCut(QByteArrayView(block).sliced(from)); cut > 0) {
                m_rest = block.sliced(from + cut);
                block.truncate(from + cut);
                return m_previous = block;
            }
        }
    }
    bool tooLarge() const { return m_read > ReadOptions().sizeLimit; }

private:
    // The rest of the last block read, in that block's memory when whoever took it is done with
    // it: a block of fresh pages from the system, faulted in one by one, cost a conversion a third
    // of its time (see returnLargeBlocksToTheSystem).
    QByteArray reusedBlock()
    {
        QByteArray block = std::exchange(m_previous, QByteArray());
        if (!block.isDetached())
            return std::exchange(m_rest, QByteArray());
        block.resize(0); // keeps its memory
        block += m_rest;
        m_rest.clear();
        return block;
    }

    QFile &m_file;
    qint64 m_blockSize;
    QByteArray m_rest;
    QByteArray m_previous; // the block last returned
    qint64 m_read = 0;
};

// Whether the text of these bytes is in the script converter writes already, by its beginning.
Script scriptWrittenAlready(QByteArrayView bytes, const EncodingGuess &guess,
                            const Converter &converter)
{
    if (guess.encoding.isEmpty() || guess.binary)
        return Script::Undetermined;
    constexpr qsizetype Head = 16 * 1024; // enough for ScriptDetector::writtenAlready's sample
    const QByteArrayView body = bytes.sliced(guess.bomSize);
    QStringDecoder decoder = TextEncoding::decoder(guess.encoding);
    const QString head = decoder.decode(body.first(qMin(body.size(), Head)));
    return ScriptDetector::writtenAlready(head, converter);
}

// The blocks names are read in: below the size the heap hands to the system, text and all.
constexpr qint64 NameBlockSize = 256 * 1024;

// The names a UTF-8 file writes again and again, found over its blocks as over the whole text
// (NameFinder::of): the surnames from every block, then the given names, with the forms converter
// writes them in (BookNames::countForms), as a book's. Nothing when a block is not clean UTF-8 or
// the file cannot be read to its end (its conversion then reads it whole); none when cancelled, for
// the conversion then stops.
std::optional<FoundNames> namesOfBlocks(QFile &file, qsizetype bomSize, const Converter &converter,
                                        const JobControl &control)
{
    NameFinder finder = NameFinder::bundled();
    // A block's text, decoded strictly. The decoder tells a bad sequence as it decodes, a sequence
    // cut short at the end too (stateless): scanned apart first, every block of every pass was
    // scanned twice. Each block is scanned again, strictly, before it is explained.
    struct Decoded {
        QString text;
        bool bad = false;
    };
    const auto decode = [](QByteArray block, qsizetype skip) {
        const QByteArrayView bytes = QByteArrayView(block).sliced(skip);
        Decoded decoded;
        decoded.text = TextEncoding::fromUtf8Exactly(bytes, &decoded.bad);
        decoded.bad = decoded.bad || bytes.contains('\0');
        return decoded;
    };
    for (const bool surnames : {true, false}) {
        if (!file.seek(0))
            return std::nullopt;
        // Blocks small enough, with their text, to stay in the heap, which hands the memory of one
        // to the next: blocks of the system's own (returnLargeBlocksToTheSystem) came as fresh
        // pages for every block of every pass, and faulting them in took most of the passes' time.
        BlockReader reader(file, NameBlockSize);
        qsizetype skip = bomSize;
        // The next block read and decoded on a worker while this one is read for names: decoding
        // was most of the passes' time. Nothing at the end of the file, nullopt where it cannot be
        // read.
        const auto startNext = [&]() -> std::optional<std::optional<QFuture<Decoded>>> {
            std::optional<QByteArray> block = reader.next();
            if (!block)
                return std::nullopt;
            if (block->isEmpty())
                return std::optional<QFuture<Decoded>>();
            const qsizetype blockSkip = std::exchange(skip, 0);
            if (WorkerTask::isRunning()) // a task on the workers waits for none of theirs
                return QtFuture::makeReadyFuture(decode(std::move(*block), blockSkip));
            return runOnWorkers([decode, block = std::move(*block), blockSkip] {
                return decode(block, blockSkip);
            });
        };
        std::optional<std::optional<QFuture<Decoded>>> pending = startNext();
        while (pending && *pending) {
            if (control.isCancelled())
                return FoundNames();
            const std::optional<std::optional<QFuture<Decoded>>> following = startNext();
            const Decoded block = (*pending)->result();
            if (block.bad)
                return std::nullopt;
            if (surnames)
                finder.readSurnames(block.text);
            else
                finder.readGivenNames(block.text);
            pending = following;
        }
        if (!pending)
            return std::nullopt;
    }
    FoundNames names = finder.names();
    BookNames::countForms(names, converter);
    return names;
}

// How many blocks are explained at once: the next ones while the first is judged, whose parts
// that run on one thread would leave a core idle. Measured on a 52 MB novel with fixes: two
// took 6.1–6.3 s, three 5.5 s (11 MB more), four 5.0–6.8 s (another 7 MB).
constexpr size_t BlocksInFlight = 3;

// Each block explained, its likely mistakes fixed and written as it is done, as a chapter of a
// book whose names were found over every block first (plan.bookNames): the memory of a few
// blocks (BlocksInFlight), where the whole text explained held every span of it. Each block on a
// thread of its own, not the workers', whose chunks it waits for. A block's progress is counted
// in characters, the file's in bytes.
bool explainUtf8Blocks(const ConversionPlan &plan, const NextUtf8Block &nextBlock,
                       const WriteConverted &write, JobControl &control, int *fixes)
{
    struct ExplainedBlock {
        Explanation explanation;
        QString failure;
        qint64 bytes = 0;
        bool complete = false;
    };
    // The blocks' own: a write that fails stops the blocks explained meanwhile.
    JobControl blocks(&control, JobControl::Progress::OwnOnly);
    const auto explain = [&plan, &blocks](const QByteArray &block) {
        JobControl blockControl(&blocks, JobControl::Progress::OwnOnly);
        ExplainedBlock explained;
        // Every code point kept: a block that begins with U+FEFF begins a line with it (the file's
        // own mark is not part of the first), which QString::fromUtf8 dropped.
        explained.explanation =
            explainText(plan, TextEncoding::fromUtf8Exactly(block), &blockControl, LongChunkSize);
        explained.failure = blockControl.failure();
        explained.bytes = block.size();
        explained.complete = !explained.explanation.result.isNull() && !blockControl.isCancelled();
        return explained;
    };
    // A future of std::async waits for its thread when it goes: none is left running.
    std::deque<std::future<ExplainedBlock>> pending;
    const auto writeFirst = [&] {
        const ExplainedBlock explained = pending.front().get();
        pending.pop_front();
        if (!explained.failure.isEmpty())
            control.fail(explained.failure);
        if (!explained.complete)
            return false;
        *fixes += int(explained.explanation.fixes.size());
        control.advance(explained.bytes);
        return write(TextEncoding::toUtf8(explained.explanation.result));
    };
    for (;;) {
        const std::optional<QByteArray> block = nextBlock();
        if (!block) {
            blocks.cancel(); // stopped: the blocks explained meanwhile are not written
            return false;
        }
        if (block->isEmpty())
            break;
        pending.push_back(std::async(std::launch::async, explain, *block));
        if (pending.size() == BlocksInFlight && !writeFirst()) {
            blocks.cancel();
            return false;
        }
    }
    while (!pending.empty()) {
        if (!writeFirst()) {
            blocks.cancel();
            return false;
        }
    }
    return true;
}

} // namespace

QString FileConversion::adviceFor(const QString &encoding, const Converter &converter,
                                  const QString &lacked)
{
    // Simplified text is written in Big5 by no config.
    if (ScriptDetector::targetOf(converter.configName()) == Script::Simplified)
        return tr("write UTF-8 or GB18030, which hold every character");
    // Taiwan's and Hong Kong's standard forms are the ones their encodings were made for: 著 for
    // 着, 裡 for 裏. A config that writes them already leaves another encoding only (an emoji is
    // in no Big5).
    const bool taiwan = ConfigCatalog::writesTaiwansForms(converter.configName());
    const bool hongKong = ConfigCatalog::writesHongKongsForms(converter.configName());
    QString advice;
    if (encoding == TextEncoding::Big5 && !taiwan)
        advice = regionsAdvice(QStringLiteral("t2tw"), lacked, encoding,
                               tr("a Taiwan config (s2tw, s2twp)"));
    if (encoding == TextEncoding::Big5Hkscs && !hongKong && !taiwan) // Big5 is part of it
        advice = regionsAdvice(QStringLiteral("t2hk"), lacked, encoding,
                               tr("a Hong Kong config (s2hk)"));
    return advice.isEmpty() ? tr("write UTF-8 or GB18030, which hold every character") : advice;
}

ConvertedFile FileConversion::convert(QByteArray bytes, const QString &path,
                                      const FileConversionSettings &settings, JobControl &control)
{
    const EncodingGuess guess = EncodingDetector::guess(bytes, settings.fromEncoding);
    const bool bom =
        settings.toEncoding.encoding.isEmpty() ? guess.bomSize > 0 : settings.toEncoding.bom;
    ConvertedFile file;
    const Script writtenAlready = scriptWrittenAlready(bytes, guess, *settings.converter);
    if (staysUtf8(guess, QByteArrayView(bytes).sliced(guess.bomSize), settings)) {
        file = convertUtf8(std::move(bytes), guess.bomSize, bom, *settings.converter, control);
    } else {
        file = convertDecoded(std::move(bytes), guess, path, settings, control);
    }
    if (!file.error && !control.failure().isEmpty())
        file.error = FileError{path, control.failure()};
    file.cancelled = !file.error && control.isCancelled();
    if (file.error || file.cancelled)
        file.pieces.clear();
    else
        file.writtenAlready = writtenAlready;
    return file;
}

std::optional<ConvertedFile> FileConversion::convertInBlocks(const QString &input,
                                                             const QString &output,
                                                             const FileConversionSettings &settings,
                                                             JobControl &control,
                                                             const FileStamp *readAs)
{
    // A short text with fixes is explained whole, as the window explains it: only a long one
    // needs the memory of a block.
    const bool fixing = noTextRules(settings) && settings.fixLikely &&
                        QFileInfo(input).size() >= settings.fixedInBlocksFrom;
    if ((!keepsTheBytes(settings) && !fixing) || !TextFile::replacesAtomically(output) ||
        !QFileInfo(input).isFile() || QFileInfo(input).size() > ReadOptions().sizeLimit)
        return std::nullopt;
    QFile file(input);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    BlockReader reader(file);
    std::optional<QByteArray> first = reader.next();
    if (!first)
        return std::nullopt;
    // The whole file is UTF-8 as the detector tells it when its first block is, with a mark or
    // none, and every block is valid and free of NULs: each is checked before it is converted.
    const EncodingGuess guess = EncodingDetector::guess(*first, settings.fromEncoding);
    if (!utf8Throughout(guess, QByteArrayView(*first).sliced(guess.bomSize), settings))
        return std::nullopt;
    ConversionPlan plan = ConversionPlan::forConfig(settings.converter, nullptr, false);
    if (fixing) {
        // The names of the book it is a chapter of, or its own found first over every block:
        // chapter 300 follows chapter 1, and the end of a long text its beginning.
        plan.fixLikely = true;
        plan.bookNames = settings.bookNames;
        if (!plan.bookNames) {
            std::optional<FoundNames> names =
                namesOfBlocks(file, guess.bomSize, *settings.converter, control);
            if (control.isCancelled()) {
                ConvertedFile cancelled;
                cancelled.cancelled = true;
                return cancelled;
            }
            // Read again from the start, which must be as it was when its encoding was told.
            const QByteArray firstRead = *first;
            if (!names || !reader.restart())
                return std::nullopt;
            first = reader.next();
            if (first != firstRead)
                return std::nullopt;
            plan.bookNames = std::make_shared<const FoundNames>(std::move(*names));
        }
    }
    // Given up (not UTF-8 further on, grown past the limit): the file is then read whole, which
    // says what is wrong with it.
    bool givenUp = false;
    bool unreadable = false;
    qint64 handed = guess.bomSize; // the bytes counted as done, the blocks' as they are converted
    const NextUtf8Block nextBlock = [&]() -> std::optional<QByteArray> {
        std::optional<QByteArray> block =
            first ? std::exchange(first, std::nullopt)->sliced(guess.bomSize) : reader.next();
        if (!block) {
            givenUp = reader.tooLarge();
            unreadable = !givenUp;
            return std::nullopt;
        }
        givenUp = !isCleanUtf8(*block);
        if (givenUp)
            return std::nullopt;
        handed += block->size();
        return block;
    };
    const bool bom =
        settings.toEncoding.encoding.isEmpty() ? guess.bomSize > 0 : settings.toEncoding.bom;
    ConvertedFile converted;
    if ((converted.error = TextFile::makeFolderOf(output)))
        return converted;
    const Script writtenAlready = scriptWrittenAlready(*first, guess, *settings.converter);
    const qint64 inputSize = file.size();
    control.addToTotal(inputSize);
    control.advance(guess.bomSize);
    bool allConverted = false;
    QString readFailure;
    const std::optional<FileError> written = TextFile::writeProduced(
        output,
        [&](QFileDevice &device) -> std::optional<QString> {
            std::optional<QString> failure;
            if (bom)
                failure =
                    TextFile::writePiece(device, TextEncoding::byteOrderMark(TextEncoding::Utf8));
            const WriteConverted write = [&](const QByteArray &piece) {
                failure = TextFile::writePiece(device, piece);
                return !failure;
            };
            // Stopped for a reason the caller tells below (the control's, the file's), or by a
            // failed write, which is failure.
            allConverted =
                !failure &&
                (fixing ? explainUtf8Blocks(plan, nextBlock, write, control, &converted.fixes)
                        : convertUtf8Blocks(*settings.converter, nextBlock, write, &control));
            // Read as far as it will be: closed before the output takes its place, which Windows
            // refuses while the file is open (converted in place, the input is the output).
            readFailure = file.errorString();
            file.close();
            if (!failure && !allConverted)
                return QStringLiteral("stopped");
            return failure;
        },
        readAs);
    if (givenUp) {
        // Nothing written (the temporary file is gone), nothing counted: it is all done again.
        control.addToTotal(-inputSize);
        control.advance(-handed);
        return std::nullopt;
    }
    if (!written) {
        converted.writtenAlready = writtenAlready;
        return converted; // written whole, even if cancelled just after
    }
    if (allConverted)
        converted.error = written; // refused or failed at the end (see TextFile::writeProduced)
    else if (unreadable)
        converted.error =
            FileError{input, TextFile::tr("cannot read the file: %1").arg(readFailure)};
    else if (!control.failure().isEmpty())
        converted.error = FileError{input, control.failure()};
    else if (control.isCancelled())
        converted.cancelled = true;
    else
        converted.error = written;
    return converted;
}

std::optional<FileError> FileConversion::write(const QString &path, const QByteArrayList &pieces,
                                               const FileStamp *readAs)
{
    if (auto failure = TextFile::makeFolderOf(path))
        return failure;
    return TextFile::writeBytes(path, pieces, readAs);
}

} // namespace duizhao
