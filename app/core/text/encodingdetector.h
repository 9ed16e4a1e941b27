// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QString>

#include <optional>

namespace duizhao {

// A passage of a text that reads as another encoding than the text's: lines from 1.
struct EncodingChange {
    qsizetype firstLine = 0;
    qsizetype lastLine = 0;
    QString readsAs;
};

struct EncodingGuess {
    QString encoding;      // canonical name; empty when nothing fits
    qsizetype bomSize = 0; // bytes of byte-order mark at the start
    bool binary = false;   // NUL bytes that no UTF-16 reading explains
    bool verified = false; // the whole data was checked to decode cleanly
    // Guessed from this few Han characters (a short file that uchardet took for a Latin code
    // page, or could not tell): the guess is only that sure. 0 when it rests on more.
    int fewCharacters = 0;
};

// What a validity scan found: how many bad sequences (UTF-8) or code units (UTF-16), and where.
struct Utf8Scan {
    qsizetype badSequences = 0;
    qsizetype firstBad = -1; // byte offset
};

// Guesses the encoding of a text file's bytes: a byte-order mark first, then UTF-16 without a
// mark (NUL bytes), then strict UTF-8 validity, then uchardet for GB18030, Big5 and the rest.
class EncodingDetector final {
public:
    static EncodingGuess detect(QByteArrayView data);

    // Only the byte-order mark, for callers that were told the encoding.
    static EncodingGuess fromByteOrderMark(QByteArrayView data);

    // detect() when forced is empty; else the forced encoding, with its byte-order mark when the
    // data starts with one. The forced encoding is not checked against the data.
    static EncodingGuess guess(QByteArrayView data, const QString &forced);

    static bool isValidUtf8(QByteArrayView data);
    static Utf8Scan scanUtf8(QByteArrayView data, bool stopAtFirst = false);
    // Strict UTF-16: an even number of bytes, every surrogate in a pair. Qt's decoder lets an odd
    // last byte become U+FFFD and an unpaired surrogate pass, without reporting an error.
    static Utf8Scan scanUtf16(QByteArrayView data, bool bigEndian);

    // Whether decoded text looks like the wrong encoding was used (Big5 read as GB18030): less
    // than 3 in 4 of its first non-ASCII characters are common ones, where real Chinese text has
    // 98 in 100 or more. Common: the first level of GB 2312 (3,755 Simplified characters) or of
    // Big5 (5,401 Traditional ones), and CJK and full-width punctuation.
    static bool looksMisdecoded(QStringView text);
    // Where in a text read in encoding the encoding changes (a GBK book with Big5 chapters or
    // passages of a line or a few in it, or lines of UTF-8): the first passage of lines whose
    // bytes read far better in another encoding, with a dozen characters beyond ASCII or more.
    // None when the text reads alike throughout. The whole text is checked.
    static std::optional<EncodingChange> encodingChange(QStringView text, const QString &encoding);
    // How well bytes read in encoding: the share of common Han characters and punctuation among
    // all their characters beyond ASCII (kana, bopomofo and rare characters, which a wrong
    // reading gives, count against it); 0 when they do not decode (strictly, for UTF-8) or hold
    // too few Han characters to tell.
    static double readingShare(QByteArrayView bytes, const QString &encoding);

private:
    static QString guessUtf16(QByteArrayView data);
    static QString askUchardet(QByteArrayView data);
    static EncodingGuess preferChinese(QByteArrayView data, const QString &uchardet);
};

} // namespace duizhao
