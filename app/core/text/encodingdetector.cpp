// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/encodingdetector.h"

#include "core/jobs/workerpool.h"
#include "core/text/textencoding.h"
#include "core/text/utf8units.h"

#include <QHash>
#include <QStringDecoder>
#include <QStringEncoder>

#include <algorithm>

#include <memory>
#include <uchardet/uchardet.h>

namespace duizhao {

namespace {

// uchardet needs a few kilobytes to be sure; more only costs time.
constexpr qsizetype UchardetSample = 256 * 1024;
constexpr qsizetype Utf16Sample = 64 * 1024;

// Share of characters that a Chinese text in UTF-16 plausibly consists of.
double plausibleShare(const QString &text)
{
    if (text.isEmpty())
        return 0;
    qsizetype plausible = 0;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if ((u >= 0x20 && u < 0x7F) || u == u'\n' || u == u'\r' || u == u'\t' ||
            (u >= 0x3000 && u <= 0x9FFF) || (u >= 0xFF00 && u <= 0xFFEF) || c.isSurrogate())
            ++plausible;
    }
    return double(plausible) / double(text.size());
}

} // namespace

EncodingGuess EncodingDetector::fromByteOrderMark(QByteArrayView data)
{
    if (data.startsWith("\xEF\xBB\xBF"))
        return {TextEncoding::Utf8, 3};
    // Before UTF-16's: UTF-32LE's mark begins with it.
    if (data.startsWith(QByteArrayView("\xFF\xFE\x00\x00", 4)))
        return {TextEncoding::Utf32LE, 4};
    if (data.startsWith(QByteArrayView("\x00\x00\xFE\xFF", 4)))
        return {TextEncoding::Utf32BE, 4};
    if (data.startsWith("\xFF\xFE"))
        return {TextEncoding::Utf16LE, 2};
    if (data.startsWith("\xFE\xFF"))
        return {TextEncoding::Utf16BE, 2};
    return {};
}

// Strict UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF). Written out
// because Qt has no public validator, and its decoder, fed a large buffer, lets a sequence that is
// cut off at the very end pass without reporting an error. A bad sequence is a "maximal subpart"
// in Unicode's sense: what a decoder replaces with one U+FFFD.
Utf8Scan EncodingDetector::scanUtf8(QByteArrayView data, bool stopAtFirst)
{
    const auto *bytes = reinterpret_cast<const uchar *>(data.data());
    const qsizetype size = data.size();
    Utf8Scan scan;
    qsizetype i = 0;
    while (i < size) {
        const uchar lead = bytes[i];
        if (lead < 0x80) {
            ++i;
            continue;
        }
        int length = 0;
        uchar low = 0x80; // allowed range of the second byte
        uchar high = 0xBF;
        if (lead >= 0xC2 && lead <= 0xDF) {
            length = 2;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            length = 3;
            if (lead == 0xE0)
                low = 0xA0; // overlong
            else if (lead == 0xED)
                high = 0x9F; // surrogates
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            length = 4;
            if (lead == 0xF0)
                low = 0x90; // overlong
            else if (lead == 0xF4)
                high = 0x8F; // above U+10FFFF
        }
        int valid = 0; // bytes of the sequence that are right so far
        if (length > 0) {
            valid = 1;
            if (i + 1 < size && bytes[i + 1] >= low && bytes[i + 1] <= high) {
                valid = 2;
                while (valid < length && i + valid < size && (bytes[i + valid] & 0xC0) == 0x80)
                    ++valid;
            }
        }
        if (length > 0 && valid == length) {
            i += length;
            continue;
        }
        if (scan.badSequences++ == 0)
            scan.firstBad = i;
        if (stopAtFirst)
            break;
        i += qMax(valid, 1);
    }
    return scan;
}

bool EncodingDetector::isValidUtf8(QByteArrayView data)
{
    // A novel's megabytes are checked in pieces side by side, each cut where a character begins:
    // each is valid alone exactly where it is within the whole.
    if (size_t(data.size()) < 2 * utf8units::ParallelPieceSize)
        return scanUtf8(data, true).badSequences == 0;
    const std::vector<std::string_view> pieces = utf8units::piecesAtCharacters(
        std::string_view(data.data(), size_t(data.size())), utf8units::ParallelPieceSize);
    const auto isValid = [](std::string_view piece) -> char { // bytes: each worker writes its own
        return scanUtf8(QByteArrayView(piece.data(), qsizetype(piece.size())), true).badSequences ==
               0;
    };
    const auto valid = mappedOnWorkers<std::vector<char>>(pieces, isValid);
    return std::all_of(valid.begin(), valid.end(), [](char pieceValid) { return pieceValid; });
}

EncodingGuess EncodingDetector::guess(QByteArrayView data, const QString &forced)
{
    if (forced.isEmpty())
        return detect(data);
    const EncodingGuess byBom = fromByteOrderMark(data);
    // A mark that contradicts the forced encoding is text, not a mark.
    return byBom.encoding == forced ? byBom : EncodingGuess{forced};
}

Utf8Scan EncodingDetector::scanUtf16(QByteArrayView data, bool bigEndian)
{
    const auto *bytes = reinterpret_cast<const uchar *>(data.data());
    const auto unitAt = [&](qsizetype i) {
        return bigEndian ? char16_t(bytes[i] << 8 | bytes[i + 1])
                         : char16_t(bytes[i + 1] << 8 | bytes[i]);
    };
    Utf8Scan scan;
    const auto bad = [&scan](qsizetype at) {
        ++scan.badSequences;
        if (scan.firstBad < 0)
            scan.firstBad = at;
    };
    const qsizetype units = data.size() / 2;
    for (qsizetype unit = 0; unit < units; ++unit) {
        const char16_t value = unitAt(2 * unit);
        if (QChar::isLowSurrogate(value)) {
            bad(2 * unit);
        } else if (QChar::isHighSurrogate(value)) {
            if (unit + 1 < units && QChar::isLowSurrogate(unitAt(2 * unit + 2)))
                ++unit;
            else
                bad(2 * unit);
        }
    }
    if (data.size() % 2 != 0)
        bad(data.size() - 1);
    return scan;
}

namespace {

// Whether the character is in the first (frequent) level of GB 2312 or Big5, or punctuation.
bool isCommonCharacter(char32_t codePoint)
{
    if ((codePoint >= 0x3000 && codePoint <= 0x303F) ||
        (codePoint >= 0xFF00 && codePoint <= 0xFFEF) ||
        (codePoint >= 0x2000 && codePoint <= 0x206F))
        return true;
    const QString character = QString::fromUcs4(&codePoint, 1);
    const auto doubleByte = [&character](const QString &encoding) {
        QStringEncoder encoder = TextEncoding::encoder(encoding);
        const QByteArray bytes = encoder.encode(character);
        return encoder.hasError() || bytes.size() != 2
                   ? -1
                   : int(uchar(bytes[0]) << 8 | uchar(bytes[1]));
    };
    const int gb = doubleByte(TextEncoding::Gb18030);
    if (gb >= 0xB0A1 && gb <= 0xD7F9)
        return true;
    const int big5 = doubleByte(TextEncoding::Big5);
    return big5 >= 0xA440 && big5 <= 0xC67E;
}

} // namespace

namespace {

// isCommonCharacter for every character of the Basic Multilingual Plane, worked out once: a
// novel's every character is asked.
const std::vector<bool> &commonInPlane()
{
    static const std::vector<bool> common = [] {
        std::vector<bool> table(0x10000, false);
        for (char32_t codePoint = 0x3400; codePoint <= 0x9FFF; ++codePoint)
            table[codePoint] = isCommonCharacter(codePoint);
        return table;
    }();
    return common;
}

bool isHan(char32_t codePoint)
{
    return (codePoint >= 0x3400 && codePoint <= 0x9FFF) ||
           (codePoint >= 0x20000 && codePoint <= 0x3FFFF);
}

} // namespace

namespace {

// Fewer Han characters than this tell nothing of an encoding.
constexpr int MinimumHan = 20;

bool isCommonPunctuation(char32_t codePoint)
{
    return (codePoint >= 0x3000 && codePoint <= 0x303F) ||
           (codePoint >= 0xFF00 && codePoint <= 0xFFEF) ||
           (codePoint >= 0x2000 && codePoint <= 0x206F);
}

// How well text reads as Chinese: the share of common Han characters and punctuation among all
// its characters beyond ASCII, and how many Han ones there are. Bytes read in the wrong legacy
// encoding give rare Han characters, and also kana, bopomofo, Greek, Cyrillic and box drawing (a
// Big5 一 read as GBK is ぁ), which Chinese text almost never has; counted against the reading,
// they tell a wrong one apart even where its Han characters happen to be common.
struct Reading {
    double share = 0;
    int characters = 0; // beyond ASCII, not spaces
    int han = 0;
};

Reading readingOf(QStringView text)
{
    const std::vector<bool> &common = commonInPlane();
    Reading reading;
    int plausible = 0;
    for (const char32_t codePoint : text.toUcs4()) {
        if (codePoint < 0x80 || QChar::isSpace(codePoint))
            continue;
        ++reading.characters;
        if (isHan(codePoint)) {
            ++reading.han;
            plausible += codePoint < 0x10000 && common[codePoint] ? 1 : 0;
        } else if (isCommonPunctuation(codePoint)) {
            ++plausible;
        }
    }
    reading.share = reading.characters > 0 ? double(plausible) / reading.characters : 0.0;
    return reading;
}

} // namespace

namespace {

// How well bytes read in encoding (see readingOf); nothing when they do not decode (strictly, for
// UTF-8).
std::optional<Reading> readingIn(QByteArrayView bytes, const QString &encoding)
{
    if (encoding == TextEncoding::Utf8 && !EncodingDetector::isValidUtf8(bytes))
        return std::nullopt;
    QStringDecoder decoder = TextEncoding::decoder(encoding);
    const QString text = decoder.decode(bytes);
    if (decoder.hasError())
        return std::nullopt;
    return readingOf(text);
}

} // namespace

double EncodingDetector::readingShare(QByteArrayView bytes, const QString &encoding)
{
    const std::optional<Reading> reading = readingIn(bytes, encoding);
    return reading && reading->han >= MinimumHan ? reading->share : 0;
}

std::optional<EncodingChange> EncodingDetector::encodingChange(QStringView text,
                                                               const QString &encoding)
{
    // A line with fewer characters beyond ASCII tells nothing of its encoding ("走！").
    constexpr int LineCharacters = 4;
    // A passage in another encoding: this many characters beyond ASCII, a line or a few. (Read
    // as GBK, Big5 gives kana and rare characters in almost every line of a dozen characters;
    // no line of the test chapters, the published texts or the risk set, in GBK or in Big5,
    // reads better in the other.)
    constexpr int PassageCharacters = 12;
    // A line that reads this well needs no other reading.
    constexpr double ReadsWell = 0.9;
    QStringEncoder encoder = TextEncoding::encoder(encoding);
    QStringList others;
    for (const QString &other : {TextEncoding::Gb18030, TextEncoding::Big5, TextEncoding::Utf8}) {
        if (other != encoding)
            others << other;
    }
    // Each line's bytes read in this encoding and the others: a line reads as another when that
    // reading is good and far better than this one. A passage is the lines that read as one
    // other encoding, with nothing between them but lines too short to tell.
    struct Passage {
        qsizetype first = 0;
        qsizetype last = 0;
        QString encoding;
        int characters = 0;
    };
    std::optional<Passage> passage;
    std::optional<EncodingChange> found;
    bool partReadsWell = false;
    qsizetype line = 0;
    for (const QStringView lineText : text.tokenize(u'\n')) {
        ++line;
        const Reading reading = readingOf(lineText);
        if (reading.characters < LineCharacters)
            continue;
        QString readsAs;
        if (reading.share < ReadsWell) {
            const QByteArray bytes = encoder.encode(lineText);
            for (const QString &alternative : others) {
                const std::optional<Reading> other = readingIn(bytes, alternative);
                if (other && other->share >= ReadsWell && other->share >= reading.share + 0.15)
                    readsAs = alternative;
            }
        }
        if (readsAs.isEmpty()) {
            partReadsWell = partReadsWell || reading.share >= ReadsWell;
            passage.reset();
            continue;
        }
        if (!passage || passage->encoding != readsAs)
            passage = Passage{line, line, readsAs, 0};
        passage->last = line;
        passage->characters += reading.characters;
        if (passage->characters >= PassageCharacters && !found)
            found = EncodingChange{passage->first, passage->last, passage->encoding};
        if (found && found->firstLine == passage->first)
            found->lastLine = passage->last;
    }
    // In a text of which some part reads as this encoding: else the whole text is in another,
    // which is no change.
    return partReadsWell ? found : std::nullopt;
}

bool EncodingDetector::looksMisdecoded(QStringView text)
{
    constexpr int Sample = 5000;
    constexpr int Enough = 50; // fewer non-ASCII characters tell nothing
    QHash<char32_t, bool> common;
    int counted = 0;
    int commonCount = 0;
    for (const char32_t codePoint : text.first(qMin(text.size(), qsizetype(4 * Sample))).toUcs4()) {
        if (codePoint < 0x80 || QChar::isSpace(codePoint))
            continue;
        auto known = common.constFind(codePoint);
        if (known == common.cend())
            known = common.insert(codePoint, isCommonCharacter(codePoint));
        commonCount += *known ? 1 : 0;
        if (++counted == Sample)
            break;
    }
    return counted >= Enough && commonCount * 4 < counted * 3;
}

EncodingGuess EncodingDetector::detect(QByteArrayView data)
{
    if (EncodingGuess byBom = fromByteOrderMark(data); !byBom.encoding.isEmpty())
        return byBom;
    if (data.contains('\0')) {
        const QString utf16 = guessUtf16(data);
        if (utf16.isEmpty())
            return {QString(), 0, true};
        return {utf16};
    }
    if (isValidUtf8(data))
        return {TextEncoding::Utf8, 0, false, true};
    return preferChinese(data, askUchardet(data));
}

// uchardet on a short text guesses a Latin code page (a Big5 "第一章 開始" as WINDOWS-1252),
// nothing (a short GBK line) or UTF-8 (头发 in GBK). For a program of Chinese text a Latin code
// page is almost never the answer when the bytes read cleanly as GB18030 or Big5: the one whose Han
// characters are the more common ones is taken, saying on how few characters it rests.
EncodingGuess EncodingDetector::preferChinese(QByteArrayView data, const QString &uchardet)
{
    // How well the bytes read as Chinese (see readingOf), and how many Han characters there are.
    const auto chineseReading = [&data](const QString &encoding) -> std::pair<double, int> {
        QStringDecoder decoder = TextEncoding::decoder(encoding);
        const QString text = decoder.decode(data);
        if (decoder.hasError())
            return {0, 0};
        const Reading reading = readingOf(text);
        return {reading.share, reading.han};
    };
    // Bytes asked about here are no UTF-8 (detect): uchardet's UTF-8 for a short GBK line, or its
    // ASCII, is no answer.
    const bool chinese = uchardet == TextEncoding::Gb18030 || uchardet == TextEncoding::Big5 ||
                         uchardet == TextEncoding::Big5Hkscs ||
                         (uchardet.startsWith(u"UTF") && uchardet != TextEncoding::Utf8);
    EncodingGuess best{uchardet};
    int bestHan = 0;
    if (chinese) {
        bestHan = chineseReading(uchardet).second;
    } else {
        double bestShare = 0.8; // below this, a Chinese reading is no better than the guess
        for (const QString &encoding : {TextEncoding::Gb18030, TextEncoding::Big5}) {
            const auto [share, han] = chineseReading(encoding);
            if (han > 0 && share > bestShare) {
                bestShare = share;
                bestHan = han;
                best = {encoding, 0, false, true};
            }
        }
    }
    if (!best.encoding.isEmpty() && bestHan < MinimumHan)
        best.fewCharacters = bestHan;
    return best;
}

// Text in UTF-16 without a mark shows NUL bytes (the high byte of every ASCII character); binary
// data shows them too. The reading whose characters look like text wins.
QString EncodingDetector::guessUtf16(QByteArrayView data)
{
    const QByteArrayView sample = data.first(qMin(data.size(), Utf16Sample) & ~qsizetype(1));
    QString best;
    double bestShare = 0.9; // below this, call it binary
    for (const QString &encoding : {TextEncoding::Utf16LE, TextEncoding::Utf16BE}) {
        QStringDecoder decoder = TextEncoding::decoder(encoding);
        const QString text = decoder.decode(sample);
        if (decoder.hasError())
            continue;
        const double share = plausibleShare(text);
        if (share > bestShare) {
            bestShare = share;
            best = encoding;
        }
    }
    return best;
}

QString EncodingDetector::askUchardet(QByteArrayView data)
{
    const std::unique_ptr<std::remove_pointer_t<uchardet_t>, decltype(&uchardet_delete)> detector(
        uchardet_new(), &uchardet_delete);
    const QByteArrayView sample = data.first(qMin(data.size(), UchardetSample));
    if (uchardet_handle_data(detector.get(), sample.data(), size_t(sample.size())) != 0)
        return {};
    uchardet_data_end(detector.get());
    const QString name = QString::fromLatin1(uchardet_get_charset(detector.get()));
    if (name.isEmpty())
        return {};
    const QString upper = name.toUpper();
    // GB2312 and GBK are subsets of GB18030; decoding with the superset loses nothing.
    if (upper.startsWith(u"GB") || upper == u"HZ-GB-2312")
        return TextEncoding::Gb18030;
    if (upper == u"BIG5")
        return TextEncoding::Big5;
    if (upper == u"ASCII")
        return TextEncoding::Utf8;
    return TextEncoding::fromUserName(name).encoding;
}

} // namespace duizhao
