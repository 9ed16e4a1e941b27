// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/judgment/wordlist.h"

#include "core/conversion/configcatalog.h"

#include <QDir>
#include <QFile>
#include <QSysInfo>
#include <QtEndian>

#include <algorithm>
#include <cstring>

namespace duizhao {

namespace {

constexpr QByteArrayView Magic = "DZWORDS1";
constexpr qsizetype HeaderSize = 8 + 3 * 4;

// The units from depth on, at most as many as next has, against next: below, equal or above.
int compareAt(QStringView word, quint32 depth, QStringView next)
{
    if (next.size() == 1) { // the usual case, a character of the BMP, and the lattice's hot path
        if (word.size() <= qsizetype(depth))
            return -1;
        const char16_t unit = word[depth].unicode();
        return unit < next[0].unicode() ? -1 : unit == next[0].unicode() ? 0 : 1;
    }
    const QStringView rest = word.mid(depth, std::min(word.size() - depth, next.size()));
    const bool below = std::lexicographical_compare(rest.utf16(), rest.utf16() + rest.size(),
                                                    next.utf16(), next.utf16() + next.size());
    return below ? -1 : rest.size() == next.size() && rest == next ? 0 : 1;
}

// Where the table's arrays lie, from its header; nothing when the bytes are no such table.
struct Layout {
    quint32 count = 0;
    quint32 units = 0;
    qint32 unknownScore = 0;
    qsizetype offsetsAt = HeaderSize;
    qsizetype scoresAt = 0;
    qsizetype unitsAt = 0;
};

std::optional<Layout> layoutOf(QByteArrayView table, QString *error)
{
    const auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (table.size() < HeaderSize || !table.startsWith(Magic))
        return fail(QStringLiteral("not a word list"));
    Layout layout;
    layout.count = qFromLittleEndian<quint32>(table.data() + 8);
    layout.units = qFromLittleEndian<quint32>(table.data() + 12);
    layout.unknownScore = qFromLittleEndian<qint32>(table.data() + 16);
    layout.scoresAt = layout.offsetsAt + (qsizetype(layout.count) + 1) * 4;
    // The scores are padded to four bytes, so that every array of the table is aligned.
    layout.unitsAt = layout.scoresAt + (qsizetype(layout.count) + layout.count % 2) * 2;
    if (layout.count == 0 || table.size() != layout.unitsAt + qsizetype(layout.units) * 2)
        return fail(QStringLiteral("the word list's size does not match its header"));
    return layout;
}

template<typename Number>
void toMachineOrder(char *table, qsizetype at, qsizetype count)
{
    Number *numbers = reinterpret_cast<Number *>(table + at);
    for (qsizetype index = 0; index < count; ++index)
        numbers[index] = qFromLittleEndian(numbers[index]);
}

} // namespace

// The table's bytes in room of their own, aligned for its arrays and not zeroed first: read
// straight in, then put in the machine's order.
struct WordList::Bytes {
    explicit Bytes(qsizetype bytes)
        : size(bytes)
        , storage(new quint32[size_t(bytes + 3) / 4])
    {}
    char *data() { return reinterpret_cast<char *>(storage.get()); }
    const char *data() const { return reinterpret_cast<const char *>(storage.get()); }

    qsizetype size;
    std::unique_ptr<quint32[]> storage;
};

QString WordList::bundledPath()
{
    return bundledTablePath(QStringLiteral("words.dat"));
}

QString WordList::simplifiedPath()
{
    return bundledTablePath(QStringLiteral("simplified.dat"));
}

QString WordList::bundledTablePath(const QString &name)
{
    const QString installed = ConfigCatalog::installedData(QStringLiteral("words/") + name);
    return installed.isEmpty() ? QStringLiteral(DUIZHAO_WORDS_DIR "/") + name : installed;
}

WordList WordList::read(const QString &path)
{
    QFile file(path);
    QString error;
    WordList words;
    if (!file.open(QIODevice::ReadOnly)) {
        error = file.errorString();
    } else {
        auto bytes = std::make_shared<Bytes>(file.size());
        qsizetype read = 0;
        while (read < bytes->size) {
            const qint64 got = file.read(bytes->data() + read, bytes->size - read);
            if (got <= 0)
                break;
            read += qsizetype(got);
        }
        if (read < bytes->size)
            error = file.error() != QFileDevice::NoError ? file.errorString()
                                                         : QStringLiteral("the file was cut short");
        else
            words = fromBytes(std::move(bytes), &error);
    }
    if (words.isEmpty())
        qWarning("The word list %s cannot be read (%s): no likely mistake is fixed",
                 qUtf8Printable(QDir::toNativeSeparators(path)), qUtf8Printable(error));
    return words;
}

const WordList &WordList::bundled()
{
    static const WordList list = read(bundledPath());
    return list;
}

QString WordList::taiwanPath()
{
    return bundledTablePath(QStringLiteral("taiwan.dat"));
}

const WordList &WordList::taiwan()
{
    static const WordList list = read(taiwanPath());
    return list;
}

const WordList &WordList::simplified()
{
    static const WordList list = read(simplifiedPath());
    return list;
}

WordList WordList::fromTable(QByteArrayView table, QString *error)
{
    auto bytes = std::make_shared<Bytes>(table.size());
    if (!table.isEmpty())
        std::memcpy(bytes->data(), table.data(), size_t(table.size()));
    return fromBytes(std::move(bytes), error);
}

// The arrays read where the bytes lie, once in the machine's order.
WordList WordList::fromBytes(std::shared_ptr<Bytes> bytes, QString *error)
{
    const std::optional<Layout> layout =
        layoutOf(QByteArrayView(bytes->data(), bytes->size), error);
    if (!layout)
        return {};
    if constexpr (QSysInfo::ByteOrder == QSysInfo::BigEndian) {
        toMachineOrder<quint32>(bytes->data(), layout->offsetsAt, qsizetype(layout->count) + 1);
        toMachineOrder<qint16>(bytes->data(), layout->scoresAt, layout->count);
        toMachineOrder<char16_t>(bytes->data(), layout->unitsAt, layout->units);
    }
    const char *table = bytes->data();
    const auto fail = [&](const QString &why) {
        if (error)
            *error = why;
        return WordList();
    };
    const quint32 count = layout->count;
    const quint32 units = layout->units;
    WordList list;
    list.m_count = count;
    list.m_unknownScore = layout->unknownScore;
    list.m_offsets = reinterpret_cast<const quint32 *>(table + layout->offsetsAt);
    list.m_scores = reinterpret_cast<const qint16 *>(table + layout->scoresAt);
    list.m_units = reinterpret_cast<const char16_t *>(table + layout->unitsAt);
    list.m_bytes = std::move(bytes);
    // Every word non-empty and in order, so that narrow's binary searches hold.
    if (list.m_offsets[0] != 0 || list.m_offsets[count] != units)
        return fail(QStringLiteral("the word list's offsets do not match its text"));
    for (quint32 index = 0; index < count; ++index) {
        if (list.m_offsets[index] >= list.m_offsets[index + 1])
            return fail(QStringLiteral("the word list has an empty word"));
        if (index > 0 && compareAt(list.word(index - 1), 0, list.word(index)) >= 0)
            return fail(QStringLiteral("the word list is not sorted at word %1").arg(index));
    }
    // One pass over the words for the arrays narrow reads. Sorted, the words of a first unit
    // follow each other, and so do those of a pair of units.
    list.m_thirdUnits.resize(count);
    list.m_lengths.resize(count);
    list.m_pairsOfFirst.assign(0x10001, 0);
    std::pair<char16_t, char16_t> lastPair;
    for (quint32 index = 0; index < count; ++index) {
        const QStringView word = list.word(index);
        const std::pair pair(word[0].unicode(), word.size() > 1 ? word[1].unicode() : u'\0');
        if (index == 0 || pair != lastPair) {
            ++list.m_pairsOfFirst[size_t(pair.first) + 1]; // counted here, summed below
            list.m_pairUnits.push_back(pair.second);
            list.m_pairBegins.push_back(index);
            lastPair = pair;
        }
        list.m_thirdUnits[index] = word.size() > 2 ? word[2].unicode() : 0;
        list.m_lengths[index] = quint8(std::min<qsizetype>(word.size(), 255));
    }
    list.m_pairBegins.push_back(count);
    // Grown by doubling, up to half of each was room never used, for as long as the list lives.
    list.m_pairUnits.shrink_to_fit();
    list.m_pairBegins.shrink_to_fit();
    for (size_t unit = 1; unit < list.m_pairsOfFirst.size(); ++unit)
        list.m_pairsOfFirst[unit] += list.m_pairsOfFirst[unit - 1];
    return list;
}

QByteArray WordList::tableOf(std::vector<std::pair<QString, int>> words, int unknownScore)
{
    std::sort(words.begin(), words.end(), [](const auto &left, const auto &right) {
        return compareAt(left.first, 0, right.first) < 0;
    });
    QByteArray table = Magic.toByteArray();
    const auto put = [&table](auto number) {
        char bytes[sizeof(number)];
        qToLittleEndian(number, bytes);
        table.append(bytes, sizeof(number));
    };
    QString units;
    for (const auto &[word, score] : words)
        units += word;
    put(quint32(words.size()));
    put(quint32(units.size()));
    put(qint32(unknownScore));
    quint32 offset = 0;
    put(offset);
    for (const auto &[word, score] : words)
        put(offset += quint32(word.size()));
    for (const auto &[word, score] : words)
        put(qint16(score));
    if (words.size() % 2)
        put(qint16(0));
    for (const QChar unit : units)
        put(char16_t(unit.unicode()));
    return table;
}

QStringView WordList::word(quint32 index) const
{
    return QStringView(m_units + m_offsets[index], m_offsets[index + 1] - m_offsets[index]);
}

WordList::Range WordList::narrowBySearch(Range range, QStringView next) const
{
    // The first index of [low, high) where isPast holds, which holds from there on.
    const auto firstWhere = [](quint32 low, quint32 high, const auto &isPast) {
        while (low < high) {
            const quint32 middle = low + (high - low) / 2;
            if (isPast(middle))
                high = middle;
            else
                low = middle + 1;
        }
        return low;
    };
    // The third unit, the commonest search after the second, is read from an array of its own:
    // one read each, close together, not a word's offsets and then its text.
    const std::vector<char16_t> *units =
        next.size() == 1 && range.depth == 2 ? &m_thirdUnits : nullptr;
    const auto order = [&](quint32 index) {
        if (units) {
            const char16_t unit = (*units)[index]; // 0: the word ends before it
            return unit < next[0].unicode() ? -1 : unit == next[0].unicode() ? 0 : 1;
        }
        return compareAt(word(index), range.depth, next);
    };
    const quint32 begin =
        firstWhere(range.begin, range.end, [&](quint32 index) { return order(index) >= 0; });
    // The words that go on with next are few beside those of the range: their end is sought
    // from their beginning by steps that double, then halved (a lattice narrows at every
    // character of every sentence).
    quint32 step = 1;
    quint32 known = begin; // order(known - 1) <= 0 once past begin
    while (known + step < range.end && order(known + step - 1) <= 0) {
        known += step;
        step *= 2;
    }
    const quint32 end = firstWhere(known, std::min(range.end, known + step),
                                   [&](quint32 index) { return order(index) > 0; });
    return {begin, end, range.depth + quint32(next.size())};
}

std::optional<int> WordList::score(QStringView word) const
{
    return wholeWord(narrow(all(), word));
}

} // namespace duizhao
